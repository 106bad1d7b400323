/** Rounds of a run. Submitting feedback is a compare-and-set, so a round advances exactly once. */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { rounds, runs } from '../schema';

export type RoundRow = typeof rounds.$inferSelect;
export type RoundStatus = 'writing' | 'reviewing' | 'awaiting_feedback' | 'submitted';

/**
 * Creates the round if missing and sets its status. Idempotent on replay, and never moves a
 * submitted round back (a node re-run after resume must not reopen a round for a second submit).
 * With `makeCurrent`, the same statement also makes it the run's current round.
 */
export async function upsertRound(db: Db, { runId, number, status, makeCurrent = false }: { runId: string; number: number; status: RoundStatus; makeCurrent?: boolean }) {
  const upsert = db
    .insert(rounds)
    .values({ runId, number, status })
    .onConflictDoUpdate({ target: [rounds.runId, rounds.number], set: { status }, setWhere: ne(rounds.status, 'submitted') });
  if (!makeCurrent) await upsert;
  else await db.execute(sql`with upserted_round as ${upsert} ${db.update(runs).set({ currentRound: number, updatedAt: new Date() }).where(eq(runs.id, runId)).getSQL()}`);
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
 * Marks a round awaiting feedback as submitted, stores the submission and (for a person's review)
 * sets the run running, in one statement. Returns false when the round was not awaiting feedback
 * (already submitted from another tab, or not yet reviewed): the caller refuses the submission.
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
  const claim = db
    .update(rounds)
    .set({ status: 'submitted', note: params.note ?? null, feedbackBy: params.feedbackBy, submission: params.submission ?? null, submittedAt: new Date() })
    .where(and(eq(rounds.runId, params.runId), eq(rounds.number, params.number), eq(rounds.status, 'awaiting_feedback')))
    .returning({ id: rounds.id });
  if (params.feedbackBy !== 'human') return (await claim).length > 0;
  const setRunning = db
    .update(runs)
    .set({ status: 'running', updatedAt: new Date() })
    .where(and(eq(runs.id, params.runId), sql`exists (select 1 from claimed)`));
  const result = await db.execute(sql`with claimed as ${claim}, set_running as ${setRunning} select count(*)::int as claimed from claimed`);
  return Number(resultRows<{ claimed: number }>(result)[0]?.claimed ?? 0) > 0;
}

/** Rows of `db.execute`: postgres.js returns them as an array, PGlite in `rows`. */
function resultRows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
