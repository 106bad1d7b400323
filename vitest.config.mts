import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**', '.data/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Database tests create their own PGlite instances / PostgreSQL schemas, so files can run in
    // parallel; two cores on CI, keep the pool small.
    maxWorkers: 2,
  },
});
