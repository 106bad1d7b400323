import { describe, expect, it } from 'vitest';
import type { NewWriteRow, TaskWrites } from './storage';
import { WriteBuffer } from './write-buffer';

const row = (threadId: string, taskId: string): NewWriteRow => ({
  threadId,
  checkpointNs: '',
  checkpointId: 'c1',
  taskId,
  idx: 0,
  channel: 'pool',
  type: 'json',
  blob: new Uint8Array([1]),
  taskPath: '',
});
const writes = (threadId: string, taskId: string): TaskWrites => ({ regular: [row(threadId, taskId)], special: [] });
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteBuffer', () => {
  it('stores writes no checkpoint takes within one event-loop turn on their own', async () => {
    const stored: TaskWrites[] = [];
    const buffer = new WriteBuffer(async (w) => void stored.push(w));
    const done = buffer.add('run-a', writes('run-a', 't1'));
    await turn();
    await done;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.regular.map((r) => r.taskId)).toEqual(['t1']);
  });

  it('hands a thread its waiting writes for its checkpoint and leaves other threads to the flush', async () => {
    const stored: TaskWrites[] = [];
    const buffer = new WriteBuffer(async (w) => void stored.push(w));
    const a = buffer.add('run-a', writes('run-a', 't1'));
    const b = buffer.add('run-b', writes('run-b', 't2'));
    const taken = buffer.take('run-a');
    expect(taken.writes.regular.map((r) => r.threadId)).toEqual(['run-a']);
    taken.settle();
    await a;
    await b;
    expect(stored.flatMap((w) => w.regular.map((r) => r.threadId))).toEqual(['run-b']);
  });

  it('rejects the writers whose statement failed, and only them', async () => {
    const buffer = new WriteBuffer(async (w) => {
      if (w.regular.some((r) => r.threadId === 'bad')) throw new Error('invalid byte sequence');
    });
    const bad = buffer.add('bad', writes('bad', 't1'));
    const good = buffer.add('good', writes('good', 't2'));
    await expect(bad).rejects.toThrow('invalid byte sequence');
    await expect(good).resolves.toBeUndefined();
  });

  it('flushes on demand, before a reader looks', async () => {
    const stored: TaskWrites[] = [];
    const buffer = new WriteBuffer(async (w) => void stored.push(w));
    void buffer.add('run-a', writes('run-a', 't1'));
    await buffer.flush();
    expect(stored).toHaveLength(1);
  });
});
