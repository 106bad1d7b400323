import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WASM + data files that must be loaded from node_modules at run time, and
  // postgres.js / LangGraph checkpointers are plain Node libraries: keep them out of the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@electric-sql/pglite-socket',
    'postgres',
    '@langchain/langgraph-checkpoint-postgres',
  ],
  typedRoutes: false,
};

export default nextConfig;
