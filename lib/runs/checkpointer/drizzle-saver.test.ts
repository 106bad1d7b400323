/**
 * What the official suite does not pin down and the runs rely on: exact round trips of binary and
 * unusual text, idempotent replays after a crash, the order of pending writes, metadata filters
 * and deleting a run's checkpoints. On every test database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCheckpoint, INTERRUPT, uuid6, type Checkpoint, type CheckpointMetadata } from '@langchain/langgraph-checkpoint';
import type { RunnableConfig } from '@langchain/core/runnables';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/open';
import { testDatabases } from '@/db/testing';
import { createCheckpointer, deleteRunCheckpoints } from './index';

const meta = (extra: Record<string, unknown> = {}): CheckpointMetadata =>
  ({ source: 'loop', step: 0, parents: {}, ...extra }) as CheckpointMetadata;

function checkpointWith(values: Record<string, unknown>, id = uuid6(3)): Checkpoint {
  return {
    ...emptyCheckpoint(),
    id,
    channel_values: values,
    channel_versions: Object.fromEntries(Object.keys(values).map((k) => [k, 1])),
  };
}

const root = (threadId: string, checkpointNs = ''): RunnableConfig => ({
  configurable: { thread_id: threadId, checkpoint_ns: checkpointNs },
});

describe.each(testDatabases())('DrizzleSaver on $name', (factory) => {
  let database: Database;
  beforeAll(async () => {
    database = await factory.create();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('returns bytes, NUL characters and any Unicode exactly as they were stored', async () => {
    const saver = createCheckpointer(database.db);
    const allBytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = 'nul:\u0000 quote:\' backslash:\\ emoji:🧪 cjk:測量 rtl:مقياس';
    const values = { bytes: allBytes, text, nested: { list: [text, 1.5, null, true] } };
    const config = await saver.put(root('bin'), checkpointWith(values), meta({ note: text }), { bytes: 1, text: 1, nested: 1 });
    await saver.putWrites(config, [['text', text], ['bytes', allBytes]], 'task-1');

    const tuple = await saver.getTuple(config);
    expect(tuple?.checkpoint.channel_values.text).toBe(text);
    expect(Array.from(tuple?.checkpoint.channel_values.bytes as Uint8Array)).toEqual(Array.from(allBytes));
    expect(tuple?.checkpoint.channel_values.nested).toEqual(values.nested);
    expect((tuple?.metadata as Record<string, unknown>).note).toBe(text);
    expect(tuple?.pendingWrites?.[0]).toEqual(['task-1', 'text', text]);
    expect(Array.from(tuple?.pendingWrites?.[1][2] as Uint8Array)).toEqual(Array.from(allBytes));
  });

  it('treats a replayed put as the same checkpoint and keeps channel values stored once per version', async () => {
    const saver = createCheckpointer(database.db);
    const first = checkpointWith({ items: ['a'], round: 1 });
    const c1 = await saver.put(root('replay'), first, meta(), { items: 1, round: 1 });
    await saver.put(root('replay'), first, meta(), { items: 1, round: 1 }); // the crash replay
    const second: Checkpoint = { ...checkpointWith({ items: ['a'], round: 2 }), channel_versions: { items: 1, round: 2 } };
    await saver.put(c1, second, meta({ step: 1 }), { round: 2 });

    const all = [];
    for await (const tuple of saver.list(root('replay'))) all.push(tuple);
    expect(all.map((t) => t.checkpoint.id)).toEqual([second.id, first.id]);
    expect(all[0].checkpoint.channel_values).toEqual({ items: ['a'], round: 2 });
    expect(all[0].parentConfig?.configurable?.checkpoint_id).toBe(first.id);
    const blobs = await countRows(database.db, 'lg_checkpoint_blobs', 'replay');
    expect(blobs).toBe(3); // items@1, round@1, round@2
  });

  it('keeps the first value of a replayed task write but the latest interrupt, in task-path order', async () => {
    const saver = createCheckpointer(database.db);
    const config = await saver.put(root('writes'), checkpointWith({}), meta(), {});
    await saver.putWrites(config, [['items', 'first'], ['notes', 'n1']], 'task-b', '~__pregel_pull, b');
    await saver.putWrites(config, [['items', 'replayed']], 'task-b', '~__pregel_pull, b');
    await saver.putWrites(config, [[INTERRUPT, { question: 'old' }]], 'task-a', '~__pregel_pull, a');
    await saver.putWrites(config, [[INTERRUPT, { question: 'new' }]], 'task-a', '~__pregel_pull, a');
    await saver.putWrites(config, [['items', 'input']], 'task-z'); // no path: sorts first

    const tuple = await saver.getTuple(config);
    expect(tuple?.pendingWrites).toEqual([
      ['task-z', 'items', 'input'],
      ['task-a', INTERRUPT, { question: 'new' }],
      ['task-b', 'items', 'first'],
      ['task-b', 'notes', 'n1'],
    ]);
  });

  it('filters the list on metadata values of their own JSON type, NUL characters included', async () => {
    const saver = createCheckpointer(database.db);
    const c0 = await saver.put(root('filter'), checkpointWith({}), meta({ step: 0, run: 'r\u00001' }), {});
    await saver.put(c0, checkpointWith({}), meta({ step: 1, run: 'r2', source: 'update' }), {});
    const ids = async (filter: Record<string, unknown>) => {
      const found = [];
      for await (const tuple of saver.list(root('filter'), { filter })) found.push(tuple.metadata?.step);
      return found;
    };
    expect(await ids({ step: 1 })).toEqual([1]);
    expect(await ids({ step: '1' })).toEqual([]);
    expect(await ids({ run: 'r\u00001' })).toEqual([0]);
    expect(await ids({ source: 'loop', step: 0 })).toEqual([0]);
    expect(await ids({ missing: undefined })).toEqual([1, 0]);
    expect(await ids({ source: 'update', step: 0 })).toEqual([]);
  });

  it('orders checkpoints by id byte-wise, like MemorySaver, whatever the database collation', async () => {
    const saver = createCheckpointer(database.db);
    for (const id of ['B', 'a', '_']) await saver.put(root('order'), checkpointWith({}, id), meta(), {});
    const all = [];
    for await (const tuple of saver.list(root('order'))) all.push(tuple.checkpoint.id);
    expect(all).toEqual(['a', '_', 'B']);
    expect((await saver.getTuple(root('order')))?.checkpoint.id).toBe('a');
    const before = [];
    for await (const tuple of saver.list(root('order'), { before: { configurable: { checkpoint_id: '_' } } })) before.push(tuple.checkpoint.id);
    expect(before).toEqual(['B']);
  });

  it('deletes every checkpoint, value and write of one run, in every namespace, and nothing else', async () => {
    const saver = createCheckpointer(database.db);
    for (const thread of ['doomed', 'kept']) {
      for (const ns of ['', 'review:1']) {
        const config = await saver.put(root(thread, ns), checkpointWith({ items: [thread] }), meta(), { items: 1 });
        await saver.putWrites(config, [['items', [thread]]], 'task');
      }
    }
    await deleteRunCheckpoints(database.db, 'doomed');
    await deleteRunCheckpoints(database.db, 'doomed'); // a second delete is harmless

    for (const table of ['lg_checkpoints', 'lg_checkpoint_blobs', 'lg_checkpoint_writes']) {
      expect(await countRows(database.db, table, 'doomed')).toBe(0);
      expect(await countRows(database.db, table, 'kept')).toBe(2);
    }
    expect(await saver.getTuple(root('doomed', 'review:1'))).toBeUndefined();
    expect((await saver.getTuple(root('kept', 'review:1')))?.checkpoint.channel_values).toEqual({ items: ['kept'] });
  });

  it('deletes inside the caller\'s transaction, so a failed run deletion keeps the checkpoints too', async () => {
    const saver = createCheckpointer(database.db);
    await saver.put(root('tx'), checkpointWith({ items: ['x'] }), meta(), { items: 1 });
    await expect(
      database.db.transaction(async (tx) => {
        await deleteRunCheckpoints(tx, 'tx');
        expect(await countRows(tx, 'lg_checkpoints', 'tx')).toBe(0);
        throw new Error('deleting the run failed');
      }),
    ).rejects.toThrow('deleting the run failed');
    expect((await saver.getTuple(root('tx')))?.checkpoint.channel_values).toEqual({ items: ['x'] });
    await database.db.transaction((tx) => deleteRunCheckpoints(tx, 'tx'));
    expect(await saver.getTuple(root('tx'))).toBeUndefined();
  });

  it('refuses writes without a thread or checkpoint id with a message that says which', async () => {
    const saver = createCheckpointer(database.db);
    await expect(saver.put({ configurable: {} }, checkpointWith({}), meta(), {})).rejects.toThrow(/thread_id/);
    await expect(saver.putWrites(root('x'), [['a', 1]], 't')).rejects.toThrow(/checkpoint_id/);
  });
});

async function countRows(db: Db, table: string, threadId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where thread_id = ${threadId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
  return rows[0].n;
}
