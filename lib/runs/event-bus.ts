/**
 * Wake-ups for live feeds. In-process: the run store and the executor signal after writing an
 * event or a status, so an SSE stream in the same process forwards it at once. Across processes
 * (another server, the headless command on the same PostgreSQL database): the database queries
 * announce new events and status changes with NOTIFY, and `listenForRunChanges` turns them into
 * the same signals. Streams still poll as a fallback.
 */
import { EventEmitter } from 'node:events';
import { RUN_CHANGES_CHANNEL } from '@/db/queries/notify';

const globalForBus = globalThis as unknown as { __scalewrightRunBus?: EventEmitter; __scalewrightListening?: WeakSet<object> };
const bus = (globalForBus.__scalewrightRunBus ??= Object.assign(new EventEmitter(), {}).setMaxListeners(0));
const listening = (globalForBus.__scalewrightListening ??= new WeakSet());

export function notifyRun(runId: string): void {
  bus.emit(runId);
}

/** Calls `listener` on every signal for the run until the returned function is called. */
export function subscribeRun(runId: string, listener: () => void): () => void {
  bus.on(runId, listener);
  return () => bus.off(runId, listener);
}

/** The part of a postgres.js `Sql` (a callable tag function) used here. */
type PostgresJsClient = ((...args: never[]) => unknown) & {
  listen(channel: string, onNotify: (payload: string) => void): Promise<unknown>;
  unsafe: unknown;
};

/**
 * Once per database client: forwards the database's run-change notifications to this process's
 * bus. Only PostgreSQL (postgres.js, a connection of its own) needs it; PGlite is one process.
 */
export function listenForRunChanges(client: unknown): void {
  const pg = client as PostgresJsClient | null;
  if (!pg || typeof pg !== 'function' || typeof pg.listen !== 'function' || typeof pg.unsafe !== 'function') return;
  if (listening.has(pg)) return;
  listening.add(pg);
  pg.listen(RUN_CHANGES_CHANNEL, (runId) => notifyRun(runId)).catch((error: unknown) => {
    listening.delete(pg);
    console.error('[scalewright] cannot listen for run changes; live feeds fall back to polling', error);
  });
}
