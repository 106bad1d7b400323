/**
 * Test databases: every suite gets a fresh, migrated database — an in-memory PGlite always, and a
 * brand-new PostgreSQL database (created from TEST_DATABASE_URL's server, dropped afterwards) when
 * TEST_DATABASE_URL is set. Use with `describe.each(testDatabases())`.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './open';

export interface TestDatabaseFactory {
  name: 'pglite' | 'postgres';
  /** Opens a fresh migrated database; `close()` also drops it. */
  create(): Promise<Database & { url?: string }>;
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [{ name: 'pglite', create: () => openDatabase({ kind: 'pglite' }) }];
  const url = env.TEST_DATABASE_URL;
  if (url) factories.push({ name: 'postgres', create: () => createPostgresTestDatabase(url) });
  return factories;
}

export async function createPostgresTestDatabase(adminUrl: string): Promise<Database & { url: string }> {
  const { default: postgres } = await import('postgres');
  const name = `scalewright_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}
