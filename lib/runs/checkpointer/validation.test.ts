/**
 * The official LangGraph checkpointer conformance suite, on every test database (PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set). The suite calls the test-framework globals
 * (`describe`, `it`, `expect`…), so they are installed from Vitest's own exports for this file.
 */
import * as vitest from 'vitest';
import { deltaChannelHistoryTests, specTest, type CheckpointSaverTestInitializer } from '@langchain/langgraph-checkpoint-validation';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { testDatabases } from '@/db/testing';
import { DrizzleSaver } from './drizzle-saver';

const { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } = vitest;
Object.assign(globalThis, { describe, it, test: vitest.test, expect, beforeAll, afterAll, beforeEach, afterEach });

for (const factory of testDatabases()) {
  describe(`on ${factory.name}`, () => {
    let database: Database;
    // The suite expects every checkpointer it creates to start from an empty store.
    const clear = () => database.db.execute(sql`truncate lg_checkpoint_writes, lg_checkpoint_blobs, lg_checkpoints`);

    const initializer: CheckpointSaverTestInitializer<DrizzleSaver> = {
      checkpointerName: `DrizzleSaver (${factory.name})`,
      beforeAllTimeout: 60_000,
      beforeAll: async () => {
        database = await factory.create();
      },
      afterAll: async () => {
        await database?.close();
      },
      createCheckpointer: async () => {
        await clear();
        return new DrizzleSaver(database.db);
      },
      destroyCheckpointer: async () => {
        await clear();
      },
    };

    specTest(initializer);
    // Opt-in part of the suite that the official savers run too: the delta-channel ancestor walk.
    deltaChannelHistoryTests(initializer);
  });
}
