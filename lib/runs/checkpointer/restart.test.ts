/**
 * Runs survive a restart: a real LangGraph graph (write → review subgraph with three reviewers in
 * parallel → human feedback through `interrupt()` → finalize) checkpointed by DrizzleSaver, with the
 * database closed and reopened between the steps, as when the server process stops and starts.
 * On a file-backed PGlite folder, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Annotation, Command, END, START, StateGraph, interrupt, isInterrupted } from '@langchain/langgraph';
import { openDatabase, type Database } from '@/db/open';
import { createPostgresTestDatabase } from '@/db/testing';
import { createCheckpointer, deleteRunCheckpoints } from './index';

const State = Annotation.Root({
  topic: Annotation<string>,
  items: Annotation<string[]>({ reducer: (_, b) => b, default: () => [] }),
  reviews: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
  verdict: Annotation<string | null>({ reducer: (_, b) => b, default: () => null }),
  decision: Annotation<{ approve: boolean; note: string } | null>({ reducer: (_, b) => b, default: () => null }),
  final: Annotation<string[]>({ reducer: (_, b) => b, default: () => [] }),
});
type S = typeof State.State;

interface Process {
  /** How many times each node ran in this "process". */
  calls: Record<string, number>;
  /** When set, the bias reviewer waits for it (a round that is still running when the process dies). */
  biasGate?: Promise<void>;
}

/** The graph a server process builds at start, on the saver of its database. */
function buildGraph(database: Database, proc: Process) {
  const count = (node: string) => (proc.calls[node] = (proc.calls[node] ?? 0) + 1);
  const reviewer = (name: string) => async (s: S) => {
    count(name);
    if (name === 'bias' && proc.biasGate) await proc.biasGate;
    return { reviews: [`${name}: ${s.items.length} items ok`] };
  };
  const review = new StateGraph(State)
    .addNode('content', reviewer('content'))
    .addNode('linguistic', reviewer('linguistic'))
    .addNode('bias', reviewer('bias'))
    .addNode('meta', (s: S) => (count('meta'), { verdict: `meta: ${s.reviews.length} reviews` }))
    .addEdge(START, 'content')
    .addEdge(START, 'linguistic')
    .addEdge(START, 'bias')
    .addEdge(['content', 'linguistic', 'bias'], 'meta')
    .addEdge('meta', END)
    .compile();
  return new StateGraph(State)
    .addNode('write', (s: S) => (count('write'), { items: [`I keep going when ${s.topic} gets hard.`, `I finish what I start.`] }))
    .addNode('review', review)
    .addNode('feedback', (s: S) => {
      count('feedback');
      const decision = interrupt<{ items: string[]; verdict: string | null }, { approve: boolean; note: string }>({
        items: s.items,
        verdict: s.verdict,
      });
      return { decision };
    })
    .addNode('finalize', (s: S) => (count('finalize'), { final: s.decision?.approve ? s.items : [] }))
    .addEdge(START, 'write')
    .addEdge('write', 'review')
    .addEdge('review', 'feedback')
    .addEdge('feedback', 'finalize')
    .addEdge('finalize', END)
    .compile({ checkpointer: createCheckpointer(database.db) });
}

interface Target {
  name: string;
  /** Opens the same persistent database again (a new process). */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

const targets: Array<() => Promise<Target>> = [
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scalewright-ckpt-'));
    const dataDir = path.join(dir, 'pglite');
    return {
      name: 'pglite',
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  targets.push(async () => {
    const owner = await createPostgresTestDatabase(adminUrl);
    return {
      name: 'postgres',
      open: () => openDatabase({ kind: 'postgres', url: owner.url, max: 2 }),
      cleanup: () => owner.close(),
    };
  });
}

const expectedItems = ['I keep going when grit gets hard.', 'I finish what I start.'];

describe.each(targets.map((make, i) => ({ make, name: i === 0 ? 'pglite (file)' : 'postgres' })))('restart on $name', ({ make }) => {
  let target: Target | undefined;
  const open: Database[] = [];
  const reopen = async () => {
    const database = await target!.open();
    open.push(database);
    return database;
  };
  const shutDown = async (database: Database) => {
    open.splice(open.indexOf(database), 1);
    await database.close();
  };

  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
    await target?.cleanup();
    target = undefined;
  });

  it('a run waiting for review stays waiting after a restart and finishes when resumed', async () => {
    target = await make();
    const config = { configurable: { thread_id: 'run-1' } };

    const first = await reopen();
    const before = await buildGraph(first, { calls: {} }).invoke({ topic: 'grit' }, config);
    expect(interruptValue(before)).toEqual({ items: expectedItems, verdict: 'meta: 3 reviews' });
    await shutDown(first);

    const second = await reopen();
    const proc: Process = { calls: {} };
    const graph = buildGraph(second, proc);
    const waiting = await graph.getState(config);
    expect(waiting.next).toEqual(['feedback']);
    expect(waiting.tasks[0].interrupts[0].value).toEqual({ items: expectedItems, verdict: 'meta: 3 reviews' });

    const done = await graph.invoke(new Command({ resume: { approve: true, note: 'looks good' } }), config);
    expect(done.decision).toEqual({ approve: true, note: 'looks good' });
    expect(done.final).toEqual(expectedItems);
    expect(done.reviews).toHaveLength(3);
    // Nothing before the interrupt ran again; only the interrupted node and what follows it.
    expect(proc.calls).toEqual({ feedback: 1, finalize: 1 });
    expect((await graph.getState(config)).next).toEqual([]);
  });

  it('a round cut off by a crash resumes without redoing the reviews that had finished', async () => {
    target = await make();
    const config = { configurable: { thread_id: 'run-2' } };

    const first = await reopen();
    let releaseBias!: (error: Error) => void;
    const biasGate = new Promise<void>((_, reject) => (releaseBias = reject));
    const crashed = buildGraph(first, { calls: {}, biasGate }).invoke({ topic: 'grit' }, config);
    const settled = crashed.then(
      () => 'finished',
      () => 'failed',
    );
    // Wait until the two fast reviewers' writes are durable while the bias reviewer is still busy.
    await expect.poll(() => storedReviews(first, 'run-2'), { timeout: 20_000, interval: 50 }).toEqual(['content', 'linguistic']);
    await shutDown(first); // the process dies mid-round
    releaseBias(new Error('process killed'));
    expect(await settled).toBe('failed');

    const second = await reopen();
    const proc: Process = { calls: {} };
    const graph = buildGraph(second, proc);
    expect((await graph.getState(config)).next).toEqual(['review']);

    const paused = await graph.invoke(null, config);
    expect(interruptValue(paused)).toEqual({ items: expectedItems, verdict: 'meta: 3 reviews' });
    expect(proc.calls).toEqual({ bias: 1, meta: 1, feedback: 1 });

    const done = await graph.invoke(new Command({ resume: { approve: true, note: '' } }), config);
    expect(done.reviews.map((r: string) => r.split(':')[0]).sort()).toEqual(['bias', 'content', 'linguistic']);
    expect(done.items).toEqual(expectedItems);
    expect(done.final).toEqual(expectedItems);

    await deleteRunCheckpoints(second.db, 'run-2');
    expect((await graph.getState(config)).values).toEqual({});
  });
});

/** The value the graph handed to the board with `interrupt()`, if it stopped there. */
function interruptValue(result: unknown): unknown {
  return isInterrupted(result) ? result.__interrupt__[0]?.value : undefined;
}

/** Which reviewers' results are stored as pending writes of the thread (in the review subgraph). */
async function storedReviews(database: Database, threadId: string): Promise<string[]> {
  const found: string[] = [];
  for await (const tuple of createCheckpointer(database.db).list({ configurable: { thread_id: threadId } })) {
    for (const [, channel, value] of tuple.pendingWrites ?? []) {
      if (channel === 'reviews') found.push(...(value as string[]).map((review) => review.split(':')[0]));
    }
  }
  return found.sort();
}
