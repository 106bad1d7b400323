/**
 * Items and their versions. Writes are upserts keyed by (run, label) and (item, round), so a graph
 * node replayed after a restart rewrites the same rows instead of adding duplicates.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../open';
import { items, itemVersions } from '../schema';

export type ItemRow = typeof items.$inferSelect;
export type ItemVersionRow = typeof itemVersions.$inferSelect;
export type ItemStatus = 'active' | 'kept' | 'discarded';

/** The database id of a run's item: stable for the run and its label. */
export function itemDbId(runId: string, label: string): string {
  return `${runId}:${label}`;
}

export async function upsertItem(
  db: Db,
  params: { runId: string; label: string; dimensionIndex: number; dimension: string; createdRound: number; replacesItemId?: string | null },
): Promise<string> {
  const id = itemDbId(params.runId, params.label);
  await db
    .insert(items)
    .values({ id, ...params, replacesItemId: params.replacesItemId ?? null })
    .onConflictDoNothing();
  return id;
}

export async function setItemStatus(
  db: Db,
  { id, status, failedReviews }: { id: string; status: ItemStatus; failedReviews?: number },
): Promise<void> {
  await db
    .update(items)
    .set({ status, ...(failedReviews === undefined ? {} : { failedReviews }) })
    .where(eq(items.id, id));
}

export type VersionText = Pick<ItemVersionRow, 'itemId' | 'runId' | 'round' | 'stem' | 'rationale' | 'source' | 'heuristic'>;

/** Stores the text of an item for a round (the writer's output or a person's edit). */
export async function upsertVersion(db: Db, version: VersionText): Promise<void> {
  await db
    .insert(itemVersions)
    .values(version)
    .onConflictDoUpdate({
      target: [itemVersions.itemId, itemVersions.round],
      set: { stem: version.stem, rationale: version.rationale, source: version.source, heuristic: version.heuristic },
    });
}

export type VersionReview = Pick<
  ItemVersionRow,
  | 'contentRatings'
  | 'linguistic'
  | 'bias'
  | 'htc'
  | 'htd'
  | 'metrics'
  | 'flags'
  | 'nearDuplicates'
  | 'metaComment'
  | 'metaRevision'
  | 'decision'
  | 'reasons'
>;

/** Stores the review of an item's version: ratings, indices, checks and the computed decision. */
export async function saveVersionReview(db: Db, { itemId, round, review }: { itemId: string; round: number; review: VersionReview }) {
  await db
    .update(itemVersions)
    .set(review)
    .where(and(eq(itemVersions.itemId, itemId), eq(itemVersions.round, round)));
}

/** Stores what the person (or LewMod) decided, beside the computed decision. */
export async function saveHumanDecision(
  db: Db,
  { itemId, round, humanDecision, humanNote }: { itemId: string; round: number; humanDecision: string; humanNote?: string | null },
) {
  await db
    .update(itemVersions)
    .set({ humanDecision, humanNote: humanNote ?? null })
    .where(and(eq(itemVersions.itemId, itemId), eq(itemVersions.round, round)));
}

export interface ItemWithVersions extends ItemRow {
  versions: ItemVersionRow[];
}

/** Every item of a run with all its versions, oldest first: the board and each item's history. */
export async function listRunItems(db: Db, { runId }: { runId: string }): Promise<ItemWithVersions[]> {
  const [itemRows, versionRows] = await Promise.all([
    db.select().from(items).where(eq(items.runId, runId)).orderBy(asc(items.dimensionIndex), asc(items.createdAt), asc(items.label)),
    db.select().from(itemVersions).where(eq(itemVersions.runId, runId)).orderBy(asc(itemVersions.round)),
  ]);
  const byItem = new Map<string, ItemVersionRow[]>();
  for (const version of versionRows) {
    const list = byItem.get(version.itemId) ?? [];
    list.push(version);
    byItem.set(version.itemId, list);
  }
  return itemRows.map((item) => ({ ...item, versions: byItem.get(item.id) ?? [] }));
}
