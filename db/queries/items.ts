/**
 * Items and their versions. Writes are upserts keyed by (run, label) and (item, round), so a graph
 * node replayed after a restart rewrites the same rows instead of adding duplicates.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../open';
import { items, itemVersions } from '../schema';

export type ItemRow = typeof items.$inferSelect;
export type ItemVersionRow = typeof itemVersions.$inferSelect;
export type ItemStatus = 'active' | 'kept' | 'discarded';

/** The database id of a run's item: stable for the run and its label. */
export function itemDbId(runId: string, label: string): string {
  return `${runId}:${label}`;
}

export type VersionText = Pick<ItemVersionRow, 'itemId' | 'runId' | 'round' | 'stem' | 'rationale' | 'source' | 'heuristic'>;

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

// Batched writes: one statement per kind of write whatever the number of items, so a round's
// cost does not grow with a database round trip per item.

export interface NewItem {
  runId: string;
  label: string;
  dimensionIndex: number;
  dimension: string;
  createdRound: number;
  replacesItemId?: string | null;
}

/** Creates the items that do not exist yet (ids from `itemDbId`); existing ones are left as they are. */
export async function upsertItems(db: Db, list: NewItem[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(items)
    .values(list.map((item) => ({ id: itemDbId(item.runId, item.label), ...item, replacesItemId: item.replacesItemId ?? null })))
    .onConflictDoNothing();
}

/** Stores the text of items for a round (the writer's output or a person's edit), replacing it on replay. */
export async function upsertVersions(db: Db, versions: VersionText[]): Promise<void> {
  if (versions.length === 0) return;
  await db
    .insert(itemVersions)
    .values(versions)
    .onConflictDoUpdate({
      target: [itemVersions.itemId, itemVersions.round],
      set: { stem: sql`excluded.stem`, rationale: sql`excluded.rationale`, source: sql`excluded.source`, heuristic: sql`excluded.heuristic` },
    });
}

/** Sets the status (and failed-review count) of several items. */
export async function setItemStatuses(db: Db, updates: Array<{ id: string; status: ItemStatus; failedReviews: number }>): Promise<void> {
  if (updates.length === 0) return;
  const rows = JSON.stringify(updates.map((u) => ({ id: u.id, status: u.status, failed_reviews: u.failedReviews })));
  await db.execute(sql`
    update ${items} set status = x.status, failed_reviews = x.failed_reviews
    from jsonb_to_recordset(${rows}::jsonb) as x(id text, status text, failed_reviews integer)
    where ${items.id} = x.id`);
}

/** Stores the reviews of a round's versions: ratings, indices, checks and computed decisions. */
export async function saveVersionReviews(db: Db, { round, reviews }: { round: number; reviews: Array<{ itemId: string; review: VersionReview }> }) {
  if (reviews.length === 0) return;
  const rows = JSON.stringify(
    reviews.map(({ itemId, review: r }) => ({
      item_id: itemId,
      content_ratings: r.contentRatings ?? null,
      linguistic: r.linguistic ?? null,
      bias: r.bias,
      htc: r.htc,
      htd: r.htd,
      metrics: r.metrics ?? null,
      flags: r.flags,
      near_duplicates: r.nearDuplicates,
      meta_comment: r.metaComment,
      meta_revision: r.metaRevision,
      decision: r.decision,
      reasons: r.reasons,
    })),
  );
  await db.execute(sql`
    update ${itemVersions} set
      content_ratings = x.content_ratings, linguistic = x.linguistic, bias = x.bias, htc = x.htc, htd = x.htd,
      metrics = x.metrics, flags = x.flags, near_duplicates = x.near_duplicates, meta_comment = x.meta_comment,
      meta_revision = x.meta_revision, decision = x.decision, reasons = x.reasons
    from jsonb_to_recordset(${rows}::jsonb) as x(
      item_id text, content_ratings jsonb, linguistic jsonb, bias integer, htc double precision, htd double precision,
      metrics jsonb, flags jsonb, near_duplicates jsonb, meta_comment text, meta_revision text, decision text, reasons jsonb)
    where ${itemVersions.itemId} = x.item_id and ${itemVersions.round} = ${round}`);
}

/** Stores what the person (or LewMod) decided for several versions of a round. */
export async function saveHumanDecisions(db: Db, { round, decisions }: { round: number; decisions: Array<{ itemId: string; humanDecision: string; humanNote: string | null }> }) {
  if (decisions.length === 0) return;
  const rows = JSON.stringify(decisions.map((d) => ({ item_id: d.itemId, human_decision: d.humanDecision, human_note: d.humanNote })));
  await db.execute(sql`
    update ${itemVersions} set human_decision = x.human_decision, human_note = x.human_note
    from jsonb_to_recordset(${rows}::jsonb) as x(item_id text, human_decision text, human_note text)
    where ${itemVersions.itemId} = x.item_id and ${itemVersions.round} = ${round}`);
}
