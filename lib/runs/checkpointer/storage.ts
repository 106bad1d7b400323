/**
 * The SQL side of the Drizzle checkpointer: reads and writes of the `lg_*` tables with the query
 * builder only, so the same code runs on PGlite and on postgres.js. Serialization lives in
 * `drizzle-saver.ts`; this file moves rows.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { lgCheckpointBlobs, lgCheckpointWrites, lgCheckpoints } from '@/db/schema-checkpoints';

export type CheckpointRow = typeof lgCheckpoints.$inferSelect;
export type NewCheckpointRow = typeof lgCheckpoints.$inferInsert;
export type BlobRow = typeof lgCheckpointBlobs.$inferSelect;
export type NewBlobRow = typeof lgCheckpointBlobs.$inferInsert;
export type WriteRow = typeof lgCheckpointWrites.$inferSelect;
export type NewWriteRow = typeof lgCheckpointWrites.$inferInsert;

/** Checkpoint ids are uuid6 strings: compare them byte-wise whatever the database collation. */
const checkpointIdC = sql`${lgCheckpoints.checkpointId} collate "C"`;

export interface CheckpointQuery {
  threadId?: string;
  checkpointNs?: string;
  checkpointId?: string;
  /** Only checkpoints whose id sorts before this one. */
  beforeId?: string;
  /** Top-level metadata keys that must equal these (JSON) values; `undefined` means "absent". */
  filter?: Record<string, unknown>;
  limit?: number;
}

/** Checkpoint rows, newest first. */
export async function selectCheckpoints(db: Db, query: CheckpointQuery): Promise<CheckpointRow[]> {
  const where: SQL[] = [];
  if (query.threadId !== undefined) where.push(eq(lgCheckpoints.threadId, query.threadId));
  if (query.checkpointNs !== undefined) where.push(eq(lgCheckpoints.checkpointNs, query.checkpointNs));
  if (query.checkpointId !== undefined) where.push(eq(lgCheckpoints.checkpointId, query.checkpointId));
  if (query.beforeId !== undefined) where.push(sql`${checkpointIdC} < ${query.beforeId} collate "C"`);
  for (const [key, value] of Object.entries(query.filter ?? {})) {
    const field = sql`(${lgCheckpoints.metadataJson} -> ${key}::text)`;
    where.push(value === undefined ? sql`${field} is null` : sql`${field} = ${JSON.stringify(value)}::jsonb`);
  }
  const select = db
    .select()
    .from(lgCheckpoints)
    .where(and(...where))
    .orderBy(desc(checkpointIdC), lgCheckpoints.threadId, lgCheckpoints.checkpointNs);
  return query.limit === undefined ? select : select.limit(query.limit);
}

export interface BlobKey {
  threadId: string;
  checkpointNs: string;
  channel: string;
  version: string;
}

/** The channel values stored for these (thread, namespace, channel, version) keys. */
export async function selectBlobs(db: Db, keys: BlobKey[]): Promise<BlobRow[]> {
  if (keys.length === 0) return [];
  const wanted = keys.map((k) => ({ t: k.threadId, n: k.checkpointNs, c: k.channel, v: k.version }));
  return db
    .select()
    .from(lgCheckpointBlobs)
    .where(
      sql`(${lgCheckpointBlobs.threadId}, ${lgCheckpointBlobs.checkpointNs}, ${lgCheckpointBlobs.channel}, ${lgCheckpointBlobs.version}) in (select k.t, k.n, k.c, k.v from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as k(t text, n text, c text, v text))`,
    );
}

export interface CheckpointKey {
  threadId: string;
  checkpointNs: string;
  checkpointId: string;
}

/** The pending writes of these checkpoints (unordered; the caller sorts them), optionally of one channel. */
export async function selectWrites(db: Db, keys: CheckpointKey[], channel?: string): Promise<WriteRow[]> {
  if (keys.length === 0) return [];
  const wanted = keys.map((k) => ({ t: k.threadId, n: k.checkpointNs, i: k.checkpointId }));
  const inKeys = sql`(${lgCheckpointWrites.threadId}, ${lgCheckpointWrites.checkpointNs}, ${lgCheckpointWrites.checkpointId}) in (select k.t, k.n, k.i from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as k(t text, n text, i text))`;
  return db
    .select()
    .from(lgCheckpointWrites)
    .where(channel === undefined ? inKeys : and(inKeys, eq(lgCheckpointWrites.channel, channel)));
}

/** A task's writes: regular ones keep their first value, special ones (negative idx) the latest. */
export interface TaskWrites {
  regular: NewWriteRow[];
  special: NewWriteRow[];
}

/**
 * Stores a checkpoint, the channel values that changed with it and any pending writes in one
 * statement (data-modifying CTEs), so a checkpoint is never visible without its values and a
 * step costs one round trip. Replaying the same put (after a crash) is harmless: blobs are
 * immutable per version, the checkpoint row is upserted, writes as in `insertWrites`.
 */
export async function insertCheckpoint(db: Db, checkpoint: NewCheckpointRow, blobs: NewBlobRow[], writes: TaskWrites = { regular: [], special: [] }): Promise<void> {
  const upsert = db
    .insert(lgCheckpoints)
    .values(checkpoint)
    .onConflictDoUpdate({
      target: [lgCheckpoints.threadId, lgCheckpoints.checkpointNs, lgCheckpoints.checkpointId],
      set: {
        checkpointType: checkpoint.checkpointType,
        checkpoint: checkpoint.checkpoint,
        metadataType: checkpoint.metadataType,
        metadata: checkpoint.metadata,
        metadataJson: checkpoint.metadataJson,
      },
    });
  const ctes = [...writeStatements(db, writes)];
  if (blobs.length > 0) ctes.push(db.insert(lgCheckpointBlobs).values(blobs).onConflictDoNothing().getSQL());
  await runWith(db, ctes, upsert.getSQL());
}

/**
 * Stores tasks' writes atomically, in one statement. Regular writes keep the first value stored
 * for their (task, idx) — a replayed task does not overwrite them; the special channels (error,
 * interrupt, resume, scheduled; negative idx) are replaced by the latest value, as in the official
 * savers.
 */
export async function insertWrites(db: Db, writes: TaskWrites): Promise<void> {
  const statements = writeStatements(db, writes);
  if (statements.length === 0) return;
  await runWith(db, statements.slice(0, -1), statements.at(-1)!);
}

function writeStatements(db: Db, { regular, special }: TaskWrites): SQL[] {
  const statements: SQL[] = [];
  if (regular.length > 0) statements.push(db.insert(lgCheckpointWrites).values(regular).onConflictDoNothing().getSQL());
  // One row per key: an upsert may not touch the same row twice in a statement; the latest wins.
  const latest = [...new Map(special.map((row) => [JSON.stringify([row.threadId, row.checkpointNs, row.checkpointId, row.taskId, row.idx]), row])).values()];
  if (latest.length > 0) {
    statements.push(
      db
        .insert(lgCheckpointWrites)
        .values(latest)
        .onConflictDoUpdate({
          target: [lgCheckpointWrites.threadId, lgCheckpointWrites.checkpointNs, lgCheckpointWrites.checkpointId, lgCheckpointWrites.taskId, lgCheckpointWrites.idx],
          set: {
            channel: sql`excluded.channel`,
            type: sql`excluded.type`,
            blob: sql`excluded.blob`,
            taskPath: sql`excluded.task_path`,
          },
        })
        .getSQL(),
    );
  }
  return statements;
}

/** Runs `main` with `ctes` as data-modifying CTEs before it: one statement, atomic. */
async function runWith(db: Db, ctes: SQL[], main: SQL): Promise<void> {
  if (ctes.length === 0) {
    await db.execute(main);
    return;
  }
  const parts = ctes.map((cte, i) => sql`${sql.raw(`w${i}`)} as (${cte})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} ${main}`);
}

/** Deletes every checkpoint, channel value and pending write of a thread, atomically. */
export async function deleteThreadRows(db: Db, threadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(lgCheckpointWrites).where(eq(lgCheckpointWrites.threadId, threadId));
    await tx.delete(lgCheckpointBlobs).where(eq(lgCheckpointBlobs.threadId, threadId));
    await tx.delete(lgCheckpoints).where(eq(lgCheckpoints.threadId, threadId));
  });
}
