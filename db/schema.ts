/**
 * The Scalewright database (DESIGN.md §6). The same schema and migrations run on embedded PGlite
 * and on PostgreSQL. Every child table cascades from its run, and runs cascade from their
 * construct, so deleting a construct never leaves orphans.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConstructSpec } from '@/lib/constructs/schema';

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A construct definition as the user wrote it (the public JSON format) and its fingerprint. */
export const constructs = pgTable('constructs', {
  id: id(),
  name: text('name').notNull(),
  spec: jsonb('spec').$type<ConstructSpec>().notNull(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One generation run. `constructSpec` is a snapshot, so editing the construct later never changes
 * what a run was about. `leaseOwner`/`leaseUntil` make sure one process executes a run at a time.
 */
export const runs = pgTable(
  'runs',
  {
    id: id(),
    constructId: text('construct_id')
      .notNull()
      .references(() => constructs.id, { onDelete: 'cascade' }),
    constructSpec: jsonb('construct_spec').$type<ConstructSpec>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** queued | running | waiting_review | completed | failed */
    status: text('status').notNull().default('queued'),
    /** Items per dimension, rounds, thresholds, feedback mode, research, judges, models. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    currentRound: integer('current_round').notNull().default(0),
    /** True when the offline heuristic panel produced this run's agent output. */
    heuristic: boolean('heuristic').notNull().default(false),
    error: text('error'),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('runs_construct_idx').on(t.constructId), index('runs_status_idx').on(t.status)],
);

/** One round of a run: write → review → feedback. A round is submitted exactly once. */
export const rounds = pgTable(
  'rounds',
  {
    id: id(),
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** writing | reviewing | awaiting_feedback | submitted */
    status: text('status').notNull().default('writing'),
    /** The global note given with the round's feedback. */
    note: text('note'),
    /** 'human' | 'lewmod' | 'auto-keep' — who answered the feedback step. */
    feedbackBy: text('feedback_by'),
    /** The submitted decisions (resume value), kept so a restart between submit and resume loses nothing. */
    submission: jsonb('submission').$type<Record<string, unknown>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rounds_run_number_uq').on(t.runId, t.number)],
);

/** An item of a run's pool; its text and metrics live in item_versions. */
export const items = pgTable(
  'items',
  {
    id: id(),
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    /** Index into the construct snapshot's dimensions. */
    dimensionIndex: integer('dimension_index').notNull(),
    dimension: text('dimension').notNull(),
    /** Stable per-run label shown on the board, e.g. "AUA-3". */
    label: text('label').notNull(),
    /** active | kept | discarded */
    status: text('status').notNull().default('active'),
    /** The item this one replaced after a DISCARD, if any. */
    replacesItemId: text('replaces_item_id'),
    createdRound: integer('created_round').notNull(),
    /** Reviews this item has failed (REVISE/DISCARD), for escalating the writer's tier. */
    failedReviews: integer('failed_reviews').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('items_run_idx').on(t.runId), uniqueIndex('items_run_label_uq').on(t.runId, t.label)],
);

/** Every version of every item, with its ratings, indices, checks and both decisions. */
export const itemVersions = pgTable(
  'item_versions',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    stem: text('stem').notNull(),
    rationale: text('rationale'),
    /** writer | writer-strong | human-edit | offline */
    source: text('source').notNull(),
    heuristic: boolean('heuristic').notNull().default(false),
    /** Per judge: { target, orbiting[] } on 1..anchors. */
    contentRatings: jsonb('content_ratings').$type<unknown>(),
    linguistic: jsonb('linguistic').$type<number[]>(),
    bias: integer('bias'),
    htc: doublePrecision('htc'),
    htd: doublePrecision('htd'),
    /** Colquitt bands, strongest competitor, means. */
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    flags: jsonb('flags').$type<unknown[]>().notNull().default([]),
    nearDuplicates: jsonb('near_duplicates').$type<unknown[]>().notNull().default([]),
    metaComment: text('meta_comment'),
    metaRevision: text('meta_revision'),
    /** The code-computed decision (KEEP | REVISE | DISCARD) and its reasons. */
    decision: text('decision'),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** What the person (or LewMod) chose, stored beside the computed decision. */
    humanDecision: text('human_decision'),
    humanNote: text('human_note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('item_versions_item_round_uq').on(t.itemId, t.round), index('item_versions_run_idx').on(t.runId)],
);

/**
 * The live feed. `seq` is the SSE event id (monotonic per database); `dedupeKey` makes writing an
 * event idempotent when a node is replayed after a restart.
 */
export const runEvents = pgTable(
  'run_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(0),
    /** info | message | error | warning | status */
    kind: text('kind').notNull().default('message'),
    agent: text('agent').notNull(),
    target: text('target'),
    text: text('text').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    heuristic: boolean('heuristic').notNull().default(false),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [index('run_events_run_seq_idx').on(t.runId, t.seq), uniqueIndex('run_events_dedupe_uq').on(t.runId, t.dedupeKey)],
);

/** One row per HTTP call to a model (every attempt, every fallback). */
export const llmCalls = pgTable(
  'llm_calls',
  {
    id: id(),
    runId: text('run_id').references(() => runs.id, { onDelete: 'cascade' }),
    round: integer('round'),
    agent: text('agent').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    latencyMs: integer('latency_ms').notNull(),
    attempt: integer('attempt').notNull(),
    /** ok | invalid-output | provider-error | timeout */
    outcome: text('outcome').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('llm_calls_run_idx').on(t.runId)],
);

/** Web research summaries per construct fingerprint, reused until they expire. */
export const researchCache = pgTable('research_cache', {
  fingerprint: text('fingerprint').primaryKey(),
  summary: text('summary').notNull(),
  sources: jsonb('sources').$type<Array<{ title: string; url: string }>>().notNull().default([]),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export * from './schema-checkpoints';
