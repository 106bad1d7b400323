import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/open';
import { createConstruct } from '@/db/queries/constructs';
import { appendEvent } from '@/db/queries/events';
import { createRun, updateRun } from '@/db/queries/runs';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { notifyRun } from './event-bus';
import { feedStream, resumeAfter } from './feed-stream';

let database: Database;
let runId: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  const construct = await createConstruct(database.db, { spec: AAAW_PRESET });
  runId = (await createRun(database.db, { constructId: construct.id, constructSpec: construct.spec, fingerprint: construct.fingerprint, settings: {}, heuristic: true })).id;
});
afterAll(async () => database?.close());

/** Reads SSE messages from a stream until `count` feed events arrived (or the time is up). */
async function readMessages(stream: ReadableStream<Uint8Array>, until: (messages: string[]) => boolean) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const messages: string[] = [];
  const deadline = Date.now() + 5_000;
  while (!until(messages) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value);
    const parts = buffer.split('\n\n');
    buffer = parts.pop()!;
    messages.push(...parts);
  }
  reader.releaseLock();
  return messages;
}

const feedIds = (messages: string[]) => messages.filter((m) => m.includes('event: feed')).map((m) => Number(/^id: (\d+)/m.exec(m)![1]));

describe('live feed over SSE', () => {
  it('continues after Last-Event-ID, without gaps or duplicates, and pushes new events as they are stored', async () => {
    const seqs: number[] = [];
    for (let i = 1; i <= 3; i++) seqs.push((await appendEvent(database.db, { runId, agent: 'ItemWriter', target: 'Critic', text: `message ${i}`, round: 1 }))!.seq);
    const controller = new AbortController();
    const stream = feedStream(database.db, runId, seqs[0]!, controller.signal);
    const pending = readMessages(stream, (m) => feedIds(m).length >= 3);
    await new Promise((r) => setTimeout(r, 100));
    const fourth = (await appendEvent(database.db, { runId, agent: 'MetaEditor', target: 'Critic', text: 'message 4', round: 1 }))!.seq;
    notifyRun(runId);
    const messages = await pending;
    controller.abort();
    expect(feedIds(messages)).toEqual([seqs[1], seqs[2], fourth]);
    const last = messages.find((m) => m.startsWith(`id: ${fourth}`))!;
    expect(JSON.parse(/^data: (.*)$/m.exec(last)![1]!)).toMatchObject({ agent: 'MetaEditor', target: 'Critic', text: 'message 4', heuristic: false });
  });

  it('sends the run status first and again when it changes', async () => {
    const controller = new AbortController();
    const stream = feedStream(database.db, runId, Number.MAX_SAFE_INTEGER, controller.signal);
    const pending = readMessages(stream, (m) => m.filter((x) => x.includes('event: run')).length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    await updateRun(database.db, { id: runId, status: 'waiting_review', currentRound: 1 });
    notifyRun(runId);
    const runs = (await pending).filter((m) => m.includes('event: run')).map((m) => JSON.parse(/^data: (.*)$/m.exec(m)![1]!));
    controller.abort();
    expect(runs.map((r) => r.status)).toEqual(['queued', 'waiting_review']);
  });

  it.each([
    ['12', null, 12],
    [null, '7', 7],
    ['12', '7', 12],
    ['abc', '7', 7],
    ['-1', null, 0],
    [null, null, 0],
    ['', '3', 3],
  ])('resumes after Last-Event-ID %j / ?after=%j → %i', (lastEventId, after, expected) => {
    expect(resumeAfter(lastEventId, after)).toBe(expected);
  });
});
