/** Opens a Drizzle database on PGlite or PostgreSQL and applies the committed migrations. */
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquirePgliteLock } from './pglite-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw client: a PGlite instance or a postgres.js Sql. */
  client: unknown;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; max?: number }
  /** dataDir undefined: an in-memory PGlite (tests). */
  | { kind: 'pglite'; dataDir?: string };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const opened = target.kind === 'postgres' ? await openPostgres(target.url, target.max) : await openPglite(target.dataDir);
  try {
    await opened.migrate();
  } catch (error) {
    await opened.database.close();
    throw error;
  }
  return opened.database;
}

async function openPostgres(url: string, max = 10) {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const sql = postgres(url, { max, onnotice: () => {} });
  const db = drizzle(sql, { schema }) as unknown as Db;
  const database: Database = { db, kind: 'postgres', client: sql, close: () => sql.end({ timeout: 5 }) };
  return { database, migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }) };
}

async function openPglite(dataDir: string | undefined) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  if (dataDir) {
    // PGlite does not create the parent folder of its data directory; the lock file beside it does.
    release = acquirePgliteLock(dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    client,
    close: async () => {
      await client.close();
      release();
    },
  };
  return { database, migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }) };
}
