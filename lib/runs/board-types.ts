/**
 * What the run page reads (GET /runs/[id]/board → RunBoard as JSON) and what its live feed
 * streams (GET /runs/[id]/events, Server-Sent Events of FeedEventView). Plain JSON, no Dates.
 */
import type { ItemAction } from '@/lib/agents/schemas';

export type RunStatus = 'queued' | 'running' | 'waiting_review' | 'completed' | 'failed';

export interface JudgeRatingsView {
  judge: string;
  target: number;
  /** One per orbiting construct, in the dimension's order. */
  orbiting: number[];
}

export interface ItemVersionView {
  round: number;
  stem: string;
  rationale: string | null;
  /** writer | writer-strong | human-edit | offline */
  source: string;
  heuristic: boolean;
  judges: JudgeRatingsView[] | null;
  htc: number | null;
  htd: number | null;
  bands: { htc: string; htd: string } | null;
  targetMean: number | null;
  orbitingMeans: number[];
  /** Name of the orbiting construct the item is closest to. */
  strongestCompetitor: string | null;
  linguistic: { grammar: number; readability: number; negativeLanguage: number; clarity: number } | null;
  linguisticComment: string | null;
  bias: number | null;
  biasComment: string | null;
  flags: Array<{ code: string; message: string; span?: { start: number; end: number } }>;
  nearDuplicates: Array<{ label: string | null; stem: string; similarity: number; earlierRun: boolean }>;
  metaComment: string | null;
  metaRevision: string | null;
  /** The code-computed decision; null until reviewed. */
  decision: ItemAction | null;
  reasons: string[];
  /** What the person (or LewMod) chose for this version, once submitted. */
  humanDecision: ItemAction | null;
  humanNote: string | null;
}

export interface BoardItem {
  /** Label shown on the card and used in submissions, e.g. "AUA-3". */
  label: string;
  dimensionIndex: number;
  dimension: string;
  /** active | kept (frozen) | discarded */
  status: 'active' | 'kept' | 'discarded';
  /** The label of the discarded item this one replaces. */
  replaces: string | null;
  /** The current (latest) version. */
  current: ItemVersionView;
  /** Every version, oldest first (the item's history across rounds). */
  history: ItemVersionView[];
  /** True when this item is under review in the current round (decisions can be set). */
  reviewable: boolean;
}

export interface BoardDimension {
  name: string;
  definition: string;
  orbiting: Array<{ name: string; definition: string }>;
}

export interface RunBoard {
  run: {
    id: string;
    constructId: string;
    constructName: string;
    status: RunStatus;
    currentRound: number;
    maxRounds: number;
    itemsPerDimension: number;
    mode: 'person' | 'lewmod' | 'auto-keep';
    heuristic: boolean;
    error: string | null;
    warnings: string[];
    thresholds: { htc: number; htd: number; keepBias: number; keepLinguistic: number; discardBias: number; discardLinguistic: number };
    anchors: number;
    createdAt: string;
    updatedAt: string;
  };
  dimensions: BoardDimension[];
  /** The round waiting for review, if any (status waiting_review). */
  reviewRound: number | null;
  rounds: Array<{ number: number; status: string; feedbackBy: string | null; note: string | null }>;
  items: BoardItem[];
}

/** One event of the live feed, as sent over SSE (`id:` = seq, `event: feed`). */
export interface FeedEventView {
  seq: number;
  round: number;
  kind: 'message' | 'info' | 'warning' | 'error' | 'status';
  agent: string;
  target: string | null;
  text: string;
  heuristic: boolean;
  createdAt: string;
}

/** Sent over SSE as `event: run` whenever the run's status or round changes. */
export interface RunStatusView {
  status: RunStatus;
  currentRound: number;
  error: string | null;
  updatedAt: string;
}
