/** Construct library queries. Every function takes the database first so tests can pass their own. */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { constructs, lgCheckpointBlobs, lgCheckpoints, lgCheckpointWrites, runs } from '../schema';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { fingerprint } from '@/lib/constructs/fingerprint';

export type ConstructRow = typeof constructs.$inferSelect;

export interface ConstructSummary {
  id: string;
  name: string;
  fingerprint: string;
  dimensionCount: number;
  runCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export async function listConstructs(db: Db): Promise<ConstructSummary[]> {
  const runCounts = db
    .select({ constructId: runs.constructId, n: count().as('n') })
    .from(runs)
    .groupBy(runs.constructId)
    .as('run_counts');
  const rows = await db
    .select({
      id: constructs.id,
      name: constructs.name,
      fingerprint: constructs.fingerprint,
      spec: constructs.spec,
      runCount: sql<number>`coalesce(${runCounts.n}, 0)`.mapWith(Number),
      createdAt: constructs.createdAt,
      updatedAt: constructs.updatedAt,
    })
    .from(constructs)
    .leftJoin(runCounts, eq(runCounts.constructId, constructs.id))
    .orderBy(desc(constructs.updatedAt), desc(constructs.id));
  return rows.map(({ spec, ...row }) => ({ ...row, dimensionCount: spec.dimensions.length }));
}

export async function getConstruct(db: Db, { id }: { id: string }): Promise<ConstructRow | null> {
  const [row] = await db.select().from(constructs).where(eq(constructs.id, id)).limit(1);
  return row ?? null;
}

export async function createConstruct(db: Db, { spec }: { spec: ConstructSpec }): Promise<ConstructRow> {
  const [row] = await db
    .insert(constructs)
    .values({ name: spec.name, spec, fingerprint: fingerprint(spec) })
    .returning();
  return row;
}

export async function updateConstruct(
  db: Db,
  { id, spec }: { id: string; spec: ConstructSpec },
): Promise<ConstructRow | null> {
  const [row] = await db
    .update(constructs)
    .set({ name: spec.name, spec, fingerprint: fingerprint(spec), updatedAt: new Date() })
    .where(eq(constructs.id, id))
    .returning();
  return row ?? null;
}

export async function duplicateConstruct(db: Db, { id }: { id: string }): Promise<ConstructRow | null> {
  const original = await getConstruct(db, { id });
  if (!original) return null;
  const name = `${original.spec.name} (copy)`.slice(0, 120);
  return createConstruct(db, { spec: { ...original.spec, name } });
}

export async function countRunsForConstruct(db: Db, { id }: { id: string }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(runs).where(eq(runs.constructId, id));
  return Number(row?.n ?? 0);
}

/**
 * Deletes a construct with its runs and everything under them (ON DELETE CASCADE), and the runs'
 * LangGraph checkpoints (keyed by run id, outside the foreign keys), in one transaction.
 */
export async function deleteConstruct(
  db: Db,
  { id }: { id: string },
): Promise<{ deleted: boolean; runsDeleted: number }> {
  return db.transaction(async (tx) => {
    const runIds = (await tx.select({ id: runs.id }).from(runs).where(eq(runs.constructId, id))).map((r) => r.id);
    if (runIds.length > 0) {
      for (const table of [lgCheckpointWrites, lgCheckpointBlobs, lgCheckpoints]) {
        await tx.delete(table).where(inArray(table.threadId, runIds));
      }
    }
    const deleted = await tx.delete(constructs).where(eq(constructs.id, id)).returning({ id: constructs.id });
    return { deleted: deleted.length > 0, runsDeleted: deleted.length > 0 ? runIds.length : 0 };
  });
}
