import { defineConfig } from 'drizzle-kit';

// Migrations are generated from db/schema.ts with `npm run db:generate` and committed; the app
// applies them on start (db/migrate.ts) on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
