/** Run lifecycle queries: create, read, list, status, and the one-process-at-a-time lease. */
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { constructs, itemVersions, runs } from '../schema';
import type { ConstructSpec } from '@/lib/constructs/schema';
import type { RunStatus } from '@/lib/runs/board-types';
import type { RunListItem } from '@/lib/runs/run-list';

export type RunRow = typeof runs.$inferSelect;
export type { RunStatus };

export async function createRun(
  db: Db,
  params: { constructId: string; constructSpec: ConstructSpec; fingerprint: string; settings: Record<string, unknown>; heuristic: boolean },
): Promise<RunRow> {
  const [row] = await db.insert(runs).values({ ...params, status: 'queued' }).returning();
  return row;
}

export async function getRun(db: Db, { id }: { id: string }): Promise<RunRow | null> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id)).limit(1);
  return row ?? null;
}

export async function updateRun(
  db: Db,
  { id, ...patch }: { id: string } & Partial<Pick<RunRow, 'status' | 'currentRound' | 'error' | 'warnings' | 'completedAt'>>,
): Promise<void> {
  await db.update(runs).set({ ...patch, updatedAt: new Date() }).where(eq(runs.id, id));
}

/** Every run, newest first, with the decision counts of each item's latest version. */
export async function listRuns(db: Db, params: { constructId?: string } = {}): Promise<RunListItem[]> {
  const rows = await db
    .select({ run: runs, constructName: constructs.name })
    .from(runs)
    .innerJoin(constructs, eq(constructs.id, runs.constructId))
    .where(params.constructId ? eq(runs.constructId, params.constructId) : undefined)
    .orderBy(desc(runs.createdAt), desc(runs.id));
  if (rows.length === 0) return [];
  const counts = await decisionCounts(db, rows.map((r) => r.run.id));
  return rows.map(({ run, constructName }) => ({
    id: run.id,
    constructId: run.constructId,
    constructName,
    status: run.status as RunStatus,
    currentRound: run.currentRound,
    maxRounds: Number((run.settings as { maxRounds?: number }).maxRounds ?? 0),
    heuristic: run.heuristic,
    error: run.error,
    counts: counts.get(run.id) ?? { KEEP: 0, REVISE: 0, DISCARD: 0 },
    createdAt: run.createdAt,
    updatedAt: run.updatedAt,
  }));
}

/** Per run: KEEP/REVISE/DISCARD over each item's latest version (the person's choice when made). */
async function decisionCounts(db: Db, runIds: string[]) {
  const latest = await db
    .selectDistinctOn([itemVersions.itemId], {
      runId: itemVersions.runId,
      decision: sql<string | null>`coalesce(${itemVersions.humanDecision}, ${itemVersions.decision})`,
    })
    .from(itemVersions)
    .where(inArray(itemVersions.runId, runIds))
    .orderBy(itemVersions.itemId, desc(itemVersions.round));
  const counts = new Map<string, { KEEP: number; REVISE: number; DISCARD: number }>();
  for (const row of latest) {
    const c = counts.get(row.runId) ?? { KEEP: 0, REVISE: 0, DISCARD: 0 };
    if (row.decision === 'KEEP' || row.decision === 'REVISE' || row.decision === 'DISCARD') c[row.decision] += 1;
    counts.set(row.runId, c);
  }
  return counts;
}

/**
 * Takes (or renews) the lease on a run for `owner` until now + ttl. Succeeds when nobody holds it,
 * the holder's lease expired, or `owner` already holds it. Returns whether the lease is ours.
 */
export async function acquireRunLease(db: Db, { id, owner, ttlMs }: { id: string; owner: string; ttlMs: number }): Promise<boolean> {
  const until = new Date(Date.now() + ttlMs);
  const rows = await db
    .update(runs)
    .set({ leaseOwner: owner, leaseUntil: until })
    .where(and(eq(runs.id, id), or(isNull(runs.leaseOwner), lt(runs.leaseUntil, new Date()), eq(runs.leaseOwner, owner))))
    .returning({ id: runs.id });
  return rows.length > 0;
}

/**
 * Starts an execution of the run in one statement: takes its lease for `owner` (as
 * `acquireRunLease`) and marks it running with no error. Returns the run, or null when it does not
 * exist or another live process holds its lease.
 */
export async function takeRunForExecution(db: Db, { id, owner, ttlMs }: { id: string; owner: string; ttlMs: number }): Promise<RunRow | null> {
  const now = new Date();
  const [row] = await db
    .update(runs)
    .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + ttlMs), status: 'running', error: null, updatedAt: now })
    .where(and(eq(runs.id, id), or(isNull(runs.leaseOwner), lt(runs.leaseUntil, now), eq(runs.leaseOwner, owner))))
    .returning();
  return row ?? null;
}

export type RunOutcome = Partial<Pick<RunRow, 'status' | 'error' | 'warnings' | 'completedAt'>>;

/**
 * Ends an execution in one statement: stores the run's outcome and releases `owner`'s lease (a
 * lease another process took over is left to it).
 */
export async function finishRunExecution(
  db: Db,
  { id, owner, ...patch }: { id: string; owner: string } & RunOutcome,
): Promise<void> {
  const ours = eq(runs.leaseOwner, owner);
  await db
    .update(runs)
    .set({
      ...patch,
      updatedAt: new Date(),
      leaseOwner: sql`case when ${ours} then null else ${runs.leaseOwner} end`,
      leaseUntil: sql`case when ${ours} then null else ${runs.leaseUntil} end`,
    })
    .where(eq(runs.id, id));
}

export async function releaseRunLease(db: Db, { id, owner }: { id: string; owner: string }): Promise<void> {
  await db.update(runs).set({ leaseOwner: null, leaseUntil: null }).where(and(eq(runs.id, id), eq(runs.leaseOwner, owner)));
}

/**
 * Frees every run lease. Only for a database that no other process can use (an embedded PGlite
 * folder, guarded by its lock): leases left there belong to a process that is gone.
 */
export async function releaseAllRunLeases(db: Db): Promise<number> {
  const rows = await db.update(runs).set({ leaseOwner: null, leaseUntil: null }).where(isNotNull(runs.leaseOwner)).returning({ id: runs.id });
  return rows.length;
}

/** Runs that were executing (or queued) and whose lease is free or expired: resume these. */
export async function listRunsToResume(db: Db): Promise<RunRow[]> {
  return db
    .select()
    .from(runs)
    .where(and(inArray(runs.status, ['queued', 'running']), or(isNull(runs.leaseOwner), lt(runs.leaseUntil, new Date()))));
}
