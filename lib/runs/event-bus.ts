/**
 * In-process wake-ups for live feeds: the run store signals after writing an event or a status,
 * so an SSE stream in the same process forwards it at once instead of waiting for its next poll.
 * Streams still poll the database, so events written by another process arrive too.
 */
import { EventEmitter } from 'node:events';

const globalForBus = globalThis as unknown as { __scalewrightRunBus?: EventEmitter };
const bus = (globalForBus.__scalewrightRunBus ??= Object.assign(new EventEmitter(), {}).setMaxListeners(0));

export function notifyRun(runId: string): void {
  bus.emit(runId);
}

/** Resolves on the next signal for the run, after `timeoutMs`, or when `signal` aborts. */
export function waitForRun(runId: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      bus.off(runId, done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    bus.once(runId, done);
    signal?.addEventListener('abort', done, { once: true });
  });
}
