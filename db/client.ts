/**
 * The one database client of the app: postgres.js when DATABASE_URL is set, embedded PGlite in
 * SCALEWRIGHT_DATA_DIR (default `.data/pglite`) otherwise. Migrations are applied on open.
 */
import path from 'node:path';
import { openDatabase, type Database } from './open';

export type { Db, Database } from './open';

const globalForDb = globalThis as unknown as { __scalewrightDb?: Promise<Database> };

export function databaseTarget(env: NodeJS.ProcessEnv = process.env) {
  if (env.DATABASE_URL) return { kind: 'postgres' as const, url: env.DATABASE_URL };
  return { kind: 'pglite' as const, dataDir: path.resolve(/*turbopackIgnore: true*/ env.SCALEWRIGHT_DATA_DIR || '.data/pglite') };
}

/** The app's database, opened and migrated once per process. */
export async function getDatabase(): Promise<Database> {
  if (!globalForDb.__scalewrightDb) {
    globalForDb.__scalewrightDb = openDatabase(databaseTarget()).catch((error) => {
      globalForDb.__scalewrightDb = undefined;
      throw error;
    });
  }
  return globalForDb.__scalewrightDb;
}

export async function getDb() {
  return (await getDatabase()).db;
}
