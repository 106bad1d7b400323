/** Rounds of a run. Submitting feedback is a compare-and-set, so a round advances exactly once. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../open';
import { rounds, runs } from '../schema';

export type RoundRow = typeof rounds.$inferSelect;
export type RoundStatus = 'writing' | 'reviewing' | 'awaiting_feedback' | 'submitted';

/**
 * Creates the round if missing and sets its status. Idempotent on replay, and never moves a
 * submitted round back (a node re-run after resume must not reopen a round for a second submit).
 */
export async function upsertRound(db: Db, { runId, number, status }: { runId: string; number: number; status: RoundStatus }) {
  await db
    .insert(rounds)
    .values({ runId, number, status })
    .onConflictDoUpdate({ target: [rounds.runId, rounds.number], set: { status }, setWhere: ne(rounds.status, 'submitted') });
}

export async function getRound(db: Db, { runId, number }: { runId: string; number: number }): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.runId, runId), eq(rounds.number, number)))
    .limit(1);
  return row ?? null;
}

export async function listRounds(db: Db, { runId }: { runId: string }): Promise<RoundRow[]> {
  return db.select().from(rounds).where(eq(rounds.runId, runId)).orderBy(asc(rounds.number));
}

/**
 * Marks a round awaiting feedback as submitted, stores the submission and sets the run running, in
 * one transaction. Returns false when the round was not awaiting feedback (already submitted from
 * another tab, or not yet reviewed): the caller refuses the submission.
 */
export async function claimRoundSubmission(
  db: Db,
  params: {
    runId: string;
    number: number;
    note?: string | null;
    feedbackBy: 'human' | 'lewmod' | 'auto-keep';
    submission?: Record<string, unknown> | null;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(rounds)
      .set({ status: 'submitted', note: params.note ?? null, feedbackBy: params.feedbackBy, submission: params.submission ?? null, submittedAt: new Date() })
      .where(and(eq(rounds.runId, params.runId), eq(rounds.number, params.number), eq(rounds.status, 'awaiting_feedback')))
      .returning({ id: rounds.id });
    if (rows.length === 0) return false;
    if (params.feedbackBy === 'human') {
      await tx.update(runs).set({ status: 'running', updatedAt: new Date() }).where(eq(runs.id, params.runId));
    }
    return true;
  });
}
