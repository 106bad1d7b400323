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

// Batched writes: one statement per step whatever the number of items, so a round's cost does
// not grow with a database round trip per item (nor with a transaction's extra round trips).

export interface WrittenItem {
  runId: string;
  label: string;
  dimensionIndex: number;
  dimension: string;
  createdRound: number;
  replacesItemId?: string | null;
  /** Reviews failed so far (carried over from earlier rounds). */
  failedReviews: number;
}

/**
 * Stores what the writer (or a person's edit) produced for a round, in one statement: creates the
 * items that do not exist yet (ids from `itemDbId`), marks them all active with their failed-review
 * counts, and stores each one's text for the round, replacing it on replay.
 */
export async function saveWrittenItems(db: Db, { items: list, versions }: { items: WrittenItem[]; versions: VersionText[] }): Promise<void> {
  if (list.length === 0 && versions.length === 0) return;
  // Rows travel as one JSON parameter each (as in the updates below): building a statement with
  // a parameter per cell costs more than the database's work for a pool of items.
  const itemRows = JSON.stringify(
    list.map((item) => ({
      id: itemDbId(item.runId, item.label),
      run_id: item.runId,
      dimension_index: item.dimensionIndex,
      dimension: item.dimension,
      label: item.label,
      replaces_item_id: item.replacesItemId ?? null,
      created_round: item.createdRound,
      failed_reviews: item.failedReviews,
    })),
  );
  const versionRows = JSON.stringify(
    versions.map((v) => ({ item_id: v.itemId, run_id: v.runId, round: v.round, stem: v.stem, rationale: v.rationale, source: v.source, heuristic: v.heuristic })),
  );
  // A version's item may be created by the same statement: foreign keys are checked at its end.
  await db.execute(sql`
    with upserted_items as (
      insert into ${items} (id, run_id, dimension_index, dimension, label, status, replaces_item_id, created_round, failed_reviews)
      select x.id, x.run_id, x.dimension_index, x.dimension, x.label, 'active', x.replaces_item_id, x.created_round, x.failed_reviews
      from jsonb_to_recordset(${itemRows}::jsonb) as x(
        id text, run_id text, dimension_index integer, dimension text, label text, replaces_item_id text, created_round integer, failed_reviews integer)
      on conflict (id) do update set status = excluded.status, failed_reviews = excluded.failed_reviews
    )
    insert into ${itemVersions} (item_id, run_id, round, stem, rationale, source, heuristic)
    select v.item_id, v.run_id, v.round, v.stem, v.rationale, v.source, v.heuristic
    from jsonb_to_recordset(${versionRows}::jsonb) as v(item_id text, run_id text, round integer, stem text, rationale text, source text, heuristic boolean)
    on conflict (item_id, round) do update set stem = excluded.stem, rationale = excluded.rationale, source = excluded.source, heuristic = excluded.heuristic`);
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

/**
 * Stores what the person (or LewMod) decided for several versions of a round and the items' new
 * statuses and failed-review counts, in one statement.
 */
export async function saveDecisions(
  db: Db,
  {
    round,
    decisions,
  }: { round: number; decisions: Array<{ itemId: string; humanDecision: string; humanNote: string | null; status: ItemStatus; failedReviews: number }> },
): Promise<void> {
  if (decisions.length === 0) return;
  const versionRows = JSON.stringify(decisions.map((d) => ({ item_id: d.itemId, human_decision: d.humanDecision, human_note: d.humanNote })));
  const itemRows = JSON.stringify(decisions.map((d) => ({ id: d.itemId, status: d.status, failed_reviews: d.failedReviews })));
  await db.execute(sql`
    with decided as (
      update ${itemVersions} set human_decision = x.human_decision, human_note = x.human_note
      from jsonb_to_recordset(${versionRows}::jsonb) as x(item_id text, human_decision text, human_note text)
      where ${itemVersions.itemId} = x.item_id and ${itemVersions.round} = ${round}
    )
    update ${items} set status = x.status, failed_reviews = x.failed_reviews
    from jsonb_to_recordset(${itemRows}::jsonb) as x(id text, status text, failed_reviews integer)
    where ${items.id} = x.id`);
}
