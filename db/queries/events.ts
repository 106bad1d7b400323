/** The live feed: append-only events, read after a sequence number (the SSE Last-Event-ID). */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../open';
import { runEvents } from '../schema';

export type RunEventRow = typeof runEvents.$inferSelect;
export type NewRunEvent = Omit<typeof runEvents.$inferInsert, 'seq' | 'createdAt'>;

/**
 * Appends an event. With a dedupeKey the write is idempotent: a node replayed after a restart
 * does not duplicate the events it already wrote. Returns the new row, or null for a repeat. The
 * database announces a new event to live feeds in other processes (see ./notify).
 */
export async function appendEvent(db: Db, event: NewRunEvent): Promise<RunEventRow | null> {
  const [row] = await db.insert(runEvents).values(event).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listEvents(db: Db, { runId, afterSeq = 0, limit = 500 }: { runId: string; afterSeq?: number; limit?: number }) {
  return db
    .select()
    .from(runEvents)
    .where(and(eq(runEvents.runId, runId), gt(runEvents.seq, afterSeq)))
    .orderBy(asc(runEvents.seq))
    .limit(limit);
}
