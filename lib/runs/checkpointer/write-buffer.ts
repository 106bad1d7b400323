/**
 * Pending writes held for one event-loop turn, so they can ride along with the checkpoint that
 * usually follows them at once. LangGraph stores a task's writes as soon as it finishes and, for a
 * step of one task (most of ours), the step's checkpoint a few microtasks later: one statement for
 * both instead of two. Writes no checkpoint picks up within the turn are stored on their own, so
 * a finished task's writes are never held longer than that (a crash loses at most what it would
 * have lost mid-statement). Readers flush first, so nothing read misses a write already accepted.
 */
import type { TaskWrites } from './storage';

interface Waiting {
  threadId: string;
  writes: TaskWrites;
  resolve(): void;
  reject(error: unknown): void;
}

export interface TakenWrites {
  writes: TaskWrites;
  /** Settles the promises of the writes taken: stored, or failed with `error`. */
  settle(error?: unknown): void;
}

export class WriteBuffer {
  private waiting: Waiting[] = [];
  private timer: ReturnType<typeof setImmediate> | null = null;

  constructor(private readonly store: (writes: TaskWrites) => Promise<void>) {}

  /** Resolves once the writes are stored (alone or with a checkpoint of their thread). */
  add(threadId: string, writes: TaskWrites): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ threadId, writes, resolve, reject });
      // Failures reach the writers through their own promises.
      this.timer ??= setImmediate(() => void this.flush().catch(() => {}));
    });
  }

  /**
   * Takes the waiting writes of one thread, to store with its checkpoint (one run's failure never
   * fails another's writes); the caller must settle them.
   */
  take(threadId: string): TakenWrites {
    return this.takeWhere((w) => w.threadId === threadId);
  }

  private takeWhere(wanted: (w: Waiting) => boolean): TakenWrites {
    const taken = this.waiting.filter(wanted);
    this.waiting = this.waiting.filter((w) => !wanted(w));
    if (this.waiting.length === 0 && this.timer !== null) {
      clearImmediate(this.timer);
      this.timer = null;
    }
    return {
      writes: { regular: taken.flatMap((w) => w.writes.regular), special: taken.flatMap((w) => w.writes.special) },
      settle: (error?: unknown) => {
        for (const w of taken) {
          if (error === undefined) w.resolve();
          else w.reject(error);
        }
      },
    };
  }

  /** Stores every waiting write now, one statement per thread. */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearImmediate(this.timer);
      this.timer = null;
    }
    const threads = [...new Set(this.waiting.map((w) => w.threadId))];
    const results = await Promise.allSettled(
      threads.map(async (threadId) => {
        const taken = this.take(threadId);
        try {
          await this.store(taken.writes);
          taken.settle();
        } catch (error) {
          taken.settle(error);
          throw error;
        }
      }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
