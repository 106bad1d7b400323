/**
 * Large checkpoint values (a run's item pool, stored at every step) are stored compressed and
 * read back exactly; small values, incompressible ones and rows stored before compression
 * existed are read as they are.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCheckpoint, uuid6, type Checkpoint, type CheckpointMetadata } from '@langchain/langgraph-checkpoint';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { lgCheckpointBlobs, lgCheckpointWrites } from '@/db/schema';
import { testDatabases } from '@/db/testing';
import { COMPRESSED, pack, unpack } from './compression';
import { createCheckpointer } from './index';

const pool = Array.from({ length: 96 }, (_, i) => ({
  label: `AUA-${i}`,
  stem: `I rely on AI tools for task ${i} at work.`,
  review: { htc: 0.9, reasons: ['c = .90 meets .83', 'd = .50 meets .35'], flags: [{ code: 'absolute', message: 'Absolute word: always' }] },
}));

describe('pack and unpack', () => {
  it('compresses large values and restores the exact bytes', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(pool));
    const [type, packed] = pack(['json', bytes]);
    expect(type).toBe(`json${COMPRESSED}`);
    expect(packed.length).toBeLessThan(bytes.length / 5);
    const [back, raw] = unpack(type, packed);
    expect(back).toBe('json');
    expect(Buffer.from(raw).equals(Buffer.from(bytes))).toBe(true);
  });

  it('leaves small and incompressible values as they are', () => {
    const small = new TextEncoder().encode('{"round":2}');
    expect(pack(['json', small])).toEqual(['json', small]);
    const noise = new Uint8Array(randomBytes(4096));
    expect(pack(['bytes', noise])).toEqual(['bytes', noise]);
    expect(unpack('json', small)).toEqual(['json', small]);
  });
});

describe.each(testDatabases())('compressed checkpoints on $name', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.close());

  it('stores a large channel value and pending write compressed and reads them back equal', async () => {
    const saver = createCheckpointer(database.db);
    const checkpoint: Checkpoint = { ...emptyCheckpoint(), id: uuid6(1), channel_values: { pool, round: 2 }, channel_versions: { pool: 1, round: 1 } };
    const config = await saver.put({ configurable: { thread_id: 'big', checkpoint_ns: '' } }, checkpoint, { source: 'loop', step: 1, parents: {} } as CheckpointMetadata, { pool: 1, round: 1 });
    await saver.putWrites(config, [['pool', pool]], 'task-1');
    const blobs = await database.db.select().from(lgCheckpointBlobs).where(eq(lgCheckpointBlobs.threadId, 'big'));
    expect(Object.fromEntries(blobs.map((b) => [b.channel, b.type]))).toEqual({ pool: `json${COMPRESSED}`, round: 'json' });
    const [write] = await database.db.select().from(lgCheckpointWrites).where(eq(lgCheckpointWrites.threadId, 'big'));
    expect(write!.type).toBe(`json${COMPRESSED}`);
    const tuple = await saver.getTuple(config);
    expect(tuple?.checkpoint.channel_values).toEqual({ pool, round: 2 });
    expect(tuple?.pendingWrites).toEqual([['task-1', 'pool', pool]]);
  });

  it('reads values stored uncompressed before', async () => {
    const saver = createCheckpointer(database.db);
    const checkpoint: Checkpoint = { ...emptyCheckpoint(), id: uuid6(2), channel_values: { pool }, channel_versions: { pool: 1 } };
    const config = await saver.put({ configurable: { thread_id: 'old', checkpoint_ns: '' } }, checkpoint, { source: 'loop', step: 1, parents: {} } as CheckpointMetadata, { pool: 1 });
    const plain = new TextEncoder().encode(JSON.stringify(pool));
    await database.db.execute(sql`update lg_checkpoint_blobs set type = 'json', blob = ${Buffer.from(plain)} where thread_id = 'old' and channel = 'pool'`);
    expect((await saver.getTuple(config))?.checkpoint.channel_values).toEqual({ pool });
  });
});
