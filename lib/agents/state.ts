/**
 * The state of one LM-AIG run, checkpointed after every step. Everything here is plain JSON so a
 * run resumes from its last checkpoint after a restart.
 */
import { Annotation } from '@langchain/langgraph';
import type { ConstructSpec } from '@/lib/constructs/schema';
import type { RunSettings } from '@/lib/runs/settings';
import type { ItemAction } from './schemas';

/** What the writer must do with an item in the next write step. */
export type PendingWork =
  /** Rewrite the item, taking the notes into account. */
  | { kind: 'revise'; feedback: string[] }
  /** A person edited the stem: it becomes the next version as written, then is reviewed. */
  | { kind: 'edited'; stem: string; note?: string }
  /** The item was discarded: write a new item for the same dimension to replace it. */
  | { kind: 'replace'; feedback: string[] };

export interface JudgeRatings {
  judge: string;
  target: number;
  orbiting: number[];
}

/** The review of one item version: raw ratings, indices computed in code, checks and decision. */
export interface ItemReview {
  judges: JudgeRatings[] | null;
  htc: number | null;
  htd: number | null;
  targetMean: number | null;
  orbitingMeans: number[];
  strongestCompetitor: string | null;
  bands: { htc: string; htd: string } | null;
  linguistic: { grammar: number; readability: number; negativeLanguage: number; clarity: number } | null;
  linguisticComment: string | null;
  bias: number | null;
  biasComment: string | null;
  /** Automated item-writing flags (lib/psychometrics checkItem) plus 'missing-rating' problems. */
  flags: Array<{ code: string; message: string; span?: { start: number; end: number } }>;
  nearDuplicates: Array<{ label: string | null; stem: string; similarity: number; earlierRun: boolean }>;
  metaComment: string | null;
  metaRevision: string | null;
  decision: ItemAction;
  reasons: string[];
}

/**
 * What the run's state keeps of a review: what later steps decide with (feedback, LewMod, the final
 * warnings). The full review — per-judge ratings, scores, comments, bands — is stored in
 * item_versions, so checkpoints stay small whatever the pool size.
 */
export interface ReviewSummary {
  htc: number | null;
  htd: number | null;
  decision: ItemAction;
  reasons: string[];
  flags: Array<{ code: string; message: string }>;
  /** How many near-duplicates the item has in the pool or earlier runs. */
  nearDuplicates: number;
  metaComment: string | null;
  metaRevision: string | null;
}

export function summarizeReview(review: ItemReview): ReviewSummary {
  return {
    htc: review.htc,
    htd: review.htd,
    decision: review.decision,
    reasons: review.reasons,
    flags: review.flags.map(({ code, message }) => ({ code, message })),
    nearDuplicates: review.nearDuplicates.length,
    metaComment: review.metaComment,
    metaRevision: review.metaRevision,
  };
}

export interface PoolItem {
  /** Stable per-run label, e.g. "AUA-3"; the item id the agents see. */
  label: string;
  /** Primary key in the items table. */
  dbId: string;
  dimensionIndex: number;
  dimension: string;
  /** active: in play; kept: frozen (never rewritten or re-reviewed); discarded: replaced. */
  status: 'active' | 'kept' | 'discarded';
  stem: string;
  rationale: string;
  /** Who wrote the current version: writer, writer-strong, human-edit or offline. */
  source: string;
  /** The round of the current version. */
  round: number;
  /** How many reviews this item has failed; two or more sends it to the strong writer tier. */
  failedReviews: number;
  /** Work queued for the next write step, if any. */
  pending: PendingWork | null;
  /** The review of the current version, as the graph needs it (null until reviewed). */
  review: ReviewSummary | null;
  /** The label of the discarded item this one replaces. */
  replaces: string | null;
}

export const RunStateAnnotation = Annotation.Root({
  /** The run's id; also the LangGraph thread id. */
  runId: Annotation<string>,
  /** The construct snapshot this run works on. */
  construct: Annotation<ConstructSpec>,
  /** Validated run settings (items per dimension, rounds, thresholds, mode, research, judges). */
  settings: Annotation<RunSettings>,
  /** True when the offline heuristic panel answers for the agents. */
  heuristic: Annotation<boolean>,
  /** The current round, from 1; 0 before the first write. */
  round: Annotation<number>({ reducer: (_, v) => v, default: () => 0 }),
  /** Research summary the writer works from, and whether it came from the web. */
  research: Annotation<{ summary: string; sources: Array<{ title: string; url: string }>; web: boolean } | null>({
    reducer: (_, v) => v,
    default: () => null,
  }),
  /** Stems from earlier runs of the same construct fingerprint (anti-homogeneity memory). */
  memory: Annotation<string[]>({ reducer: (_, v) => v, default: () => [] }),
  /** Every item of the run, current version only; history lives in item_versions. */
  pool: Annotation<PoolItem[]>({ reducer: (_, v) => v, default: () => [] }),
  /** Global notes from the board or LewMod, oldest first. */
  notes: Annotation<string[]>({ reducer: (_, v) => v, default: () => [] }),
  /** The scale was approved on the board (or by LewMod). */
  approved: Annotation<boolean>({ reducer: (_, v) => v, default: () => false }),
  /** Why the run ended, in words; null while running. */
  endReason: Annotation<string | null>({ reducer: (_, v) => v, default: () => null }),
  /** Warnings for the final result (e.g. max rounds reached with dimensions short of items). */
  warnings: Annotation<string[]>({ reducer: (_, v) => v, default: () => [] }),
});

export type RunState = typeof RunStateAnnotation.State;
export type RunStateUpdate = typeof RunStateAnnotation.Update;

/** The review subgraph shares the run's keys and adds the raw reviewer outputs of one round. */
export const ReviewStateAnnotation = Annotation.Root({
  ...RunStateAnnotation.spec,
  /** ContentReviewer output for the active items. */
  contentOut: Annotation<import('./schemas').ContentOutput | null>({ reducer: (_, v) => v, default: () => null }),
  /** LinguisticReviewer output for the active items. */
  linguisticOut: Annotation<import('./schemas').LinguisticOutput | null>({ reducer: (_, v) => v, default: () => null }),
  /** BiasReviewer output for the active items. */
  biasOut: Annotation<import('./schemas').BiasOutput | null>({ reducer: (_, v) => v, default: () => null }),
  /** MetaEditor output for the active items. */
  metaOut: Annotation<import('./schemas').MetaOutput | null>({ reducer: (_, v) => v, default: () => null }),
});

export type ReviewState = typeof ReviewStateAnnotation.State;
