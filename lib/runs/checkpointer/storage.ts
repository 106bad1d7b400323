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

/**
 * Stores a checkpoint and the channel values that changed with it in one statement (the values in
 * a data-modifying CTE), so a checkpoint is never visible without its values and a step costs one
 * round trip. Replaying the same put (after a crash) is harmless: blobs are immutable per version,
 * the checkpoint row is upserted.
 */
export async function insertCheckpoint(db: Db, checkpoint: NewCheckpointRow, blobs: NewBlobRow[]): Promise<void> {
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
  if (blobs.length === 0) await upsert;
  else await db.execute(sql`with stored_blobs as ${db.insert(lgCheckpointBlobs).values(blobs).onConflictDoNothing()} ${upsert.getSQL()}`);
}

/**
 * Stores a task's writes atomically, in one statement. Regular writes keep the first value stored
 * for their (task, idx) — a replayed task does not overwrite them; the special channels (error,
 * interrupt, resume, scheduled; negative idx) are replaced by the latest value, as in the official
 * savers.
 */
export async function insertWrites(db: Db, regular: NewWriteRow[], special: NewWriteRow[]): Promise<void> {
  const keepFirst = regular.length > 0 ? db.insert(lgCheckpointWrites).values(regular).onConflictDoNothing() : null;
  if (special.length === 0) {
    if (keepFirst) await keepFirst;
    return;
  }
  const replace = db
    .insert(lgCheckpointWrites)
    .values(special)
    .onConflictDoUpdate({
      target: [lgCheckpointWrites.threadId, lgCheckpointWrites.checkpointNs, lgCheckpointWrites.checkpointId, lgCheckpointWrites.taskId, lgCheckpointWrites.idx],
      set: {
        channel: sql`excluded.channel`,
        type: sql`excluded.type`,
        blob: sql`excluded.blob`,
        taskPath: sql`excluded.task_path`,
      },
    });
  if (keepFirst) await db.execute(sql`with regular_writes as ${keepFirst} ${replace.getSQL()}`);
  else await replace;
}

/** Deletes every checkpoint, channel value and pending write of a thread, atomically. */
export async function deleteThreadRows(db: Db, threadId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(lgCheckpointWrites).where(eq(lgCheckpointWrites.threadId, threadId));
    await tx.delete(lgCheckpointBlobs).where(eq(lgCheckpointBlobs.threadId, threadId));
    await tx.delete(lgCheckpoints).where(eq(lgCheckpoints.threadId, threadId));
  });
}
