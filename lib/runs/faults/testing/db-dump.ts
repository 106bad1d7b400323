/**
 * Every row of every table, in a form two moments can be compared by: "the database unchanged"
 * means equal dumps. Rows are hashed (checkpoint blobs are large) and sorted.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@/db/open';
import {
  constructs,
  items,
  itemVersions,
  lgCheckpointBlobs,
  lgCheckpoints,
  lgCheckpointWrites,
  llmCalls,
  researchCache,
  rounds,
  runEvents,
  runs,
} from '@/db/schema';

const TABLES = { constructs, runs, rounds, items, itemVersions, runEvents, llmCalls, researchCache, lgCheckpoints, lgCheckpointBlobs, lgCheckpointWrites };

const bytes = (_key: string, value: unknown) =>
  value instanceof Uint8Array || (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer')
    ? createHash('sha1').update(Buffer.from(value as Uint8Array)).digest('hex')
    : value;

export type DatabaseDump = Record<keyof typeof TABLES, string[]>;

export async function dumpDatabase(db: Db): Promise<DatabaseDump> {
  const dump = {} as DatabaseDump;
  for (const [name, table] of Object.entries(TABLES) as Array<[keyof typeof TABLES, (typeof TABLES)[keyof typeof TABLES]]>) {
    const rows = (await db.select().from(table as typeof constructs)) as unknown[];
    dump[name] = rows.map((row) => createHash('sha1').update(JSON.stringify(row, bytes)).digest('hex')).sort();
  }
  return dump;
}

/** Row counts per table, for messages. */
