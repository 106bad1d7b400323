/**
 * The live feed as a Server-Sent Events stream: every event after the client's Last-Event-ID, in
 * order, each exactly once (id = the event's seq), plus a `run` event when the status or round
 * changes. Woken at once by the bus (writes in this process, and on PostgreSQL notifications of
 * writes in other processes); polls the database as a fallback. A signal that comes while the
 * stream is reading is not lost: the stream reads again before it waits.
 */
import type { Db } from '@/db/open';
import { listEvents, type RunEventRow } from '@/db/queries/events';
import { getRun } from '@/db/queries/runs';
import type { FeedEventView, RunStatusView } from './board-types';
import { listenForRunChanges, subscribeRun } from './event-bus';

const POLL_MS = 1_000;
const HEARTBEAT_MS = 15_000;

export function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The sequence number to continue after: Last-Event-ID wins over ?after=, garbage means 0. */
export function resumeAfter(lastEventId: string | null, after: string | null): number {
  for (const value of [lastEventId, after]) {
    const n = Number(value);
    if (value !== null && value.trim() !== '' && Number.isSafeInteger(n) && n >= 0) return n;
  }
  return 0;
}

export function feedEventView(row: RunEventRow): FeedEventView {
  return {
    seq: row.seq,
    round: row.round,
    kind: row.kind as FeedEventView['kind'],
    agent: row.agent,
    target: row.target,
    text: row.text,
    heuristic: row.heuristic,
    createdAt: row.createdAt.toISOString(),
  };
}

export function feedStream(db: Db, runId: string, afterSeq: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = afterSeq;
  let lastStatus = '';
  let lastBeat = Date.now();
  listenForRunChanges((db as { $client?: unknown }).$client);
  return new ReadableStream({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      // Signals are counted from before the first read, so none falls between a read and the wait.
      let signalled = false;
      let wake: (() => void) | null = null;
      const unsubscribe = subscribeRun(runId, () => {
        signalled = true;
        wake?.();
      });
      const nextSignal = () =>
        new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            wake = null;
            resolve();
          };
          const timer = setTimeout(done, POLL_MS);
          signal.addEventListener('abort', done, { once: true });
          wake = done;
        });
      send('retry: 2000\n\n');
      try {
        while (!signal.aborted) {
          signalled = false;
          const rows = await listEvents(db, { runId, afterSeq: after, limit: 500 });
          for (const row of rows) {
            send(sseMessage('feed', feedEventView(row), row.seq));
            after = row.seq;
          }
          const run = await getRun(db, { id: runId });
          if (!run) break;
          const status: RunStatusView = { status: run.status as RunStatusView['status'], currentRound: run.currentRound, error: run.error, updatedAt: run.updatedAt.toISOString() };
          const key = `${status.status}:${status.currentRound}:${status.error ?? ''}`;
          if (key !== lastStatus) {
            lastStatus = key;
            send(sseMessage('run', status));
          }
          if (Date.now() - lastBeat > HEARTBEAT_MS) {
            send(': keep-alive\n\n');
            lastBeat = Date.now();
          }
          if (rows.length === 500 || signalled) continue;
          await nextSignal();
        }
      } catch (error) {
        if (!signal.aborted) console.error('[scalewright] feed stream failed', error);
      } finally {
        unsubscribe();
      }
      try {
        controller.close();
      } catch {
        /* already closed by the client */
      }
    },
  });
}
