/**
 * LangGraph checkpoints in the app's own database (DESIGN.md §6), written by the Drizzle saver in
 * `lib/runs/checkpointer`. A run's thread id is the run id. Values are stored as the LangGraph
 * serializer produced them (`type` + bytes), so every round trip is exact on PGlite and on
 * PostgreSQL alike.
 *
 * - `lg_checkpoints`: one row per checkpoint, without its channel values.
 * - `lg_checkpoint_blobs`: one row per (channel, version), shared by every checkpoint of the
 *   thread that still holds that version, so an unchanged channel is stored only once.
 * - `lg_checkpoint_writes`: the pending writes of the tasks of a checkpoint's next step.
 */
import { sql } from 'drizzle-orm';
import { customType, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Binary column; both drivers hand bytes back as a Uint8Array (a Buffer on postgres.js). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => toBytes(value),
});

function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  // Text form of bytea (`\x…`), in case a driver was configured not to parse it.
  if (typeof value === 'string' && value.startsWith('\\x')) return Buffer.from(value.slice(2), 'hex');
  throw new Error(`Unexpected bytea value from the database driver: ${typeof value}`);
}

export const lgCheckpoints = pgTable(
  'lg_checkpoints',
  {
    threadId: text('thread_id').notNull(),
    checkpointNs: text('checkpoint_ns').notNull().default(''),
    checkpointId: text('checkpoint_id').notNull(),
    parentCheckpointId: text('parent_checkpoint_id'),
    /** The checkpoint without `channel_values`, serialized. */
    checkpointType: text('checkpoint_type').notNull(),
    checkpoint: bytea('checkpoint').notNull(),
    metadataType: text('metadata_type').notNull(),
    metadata: bytea('metadata').notNull(),
    /** Plain JSON copy of the metadata, only for `list({ filter })`. */
    metadataJson: jsonb('metadata_json').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.checkpointNs, t.checkpointId] })],
);

export const lgCheckpointBlobs = pgTable(
  'lg_checkpoint_blobs',
  {
    threadId: text('thread_id').notNull(),
    checkpointNs: text('checkpoint_ns').notNull().default(''),
    channel: text('channel').notNull(),
    version: text('version').notNull(),
    /** Serializer type; `empty` (with no blob) when the channel had no value at that version. */
    type: text('type').notNull(),
    blob: bytea('blob'),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.checkpointNs, t.channel, t.version] })],
);

export const lgCheckpointWrites = pgTable(
  'lg_checkpoint_writes',
  {
    threadId: text('thread_id').notNull(),
    checkpointNs: text('checkpoint_ns').notNull().default(''),
    checkpointId: text('checkpoint_id').notNull(),
    taskId: text('task_id').notNull(),
    /** Position in the task's writes; negative for the special channels (errors, interrupts…). */
    idx: integer('idx').notNull(),
    channel: text('channel').notNull(),
    type: text('type').notNull(),
    blob: bytea('blob').notNull(),
    /** The task's path; pending writes are returned in (task_path, task_id, idx) order. */
    taskPath: text('task_path').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.checkpointNs, t.checkpointId, t.taskId, t.idx] })],
);
