/**
 * A run as data: the final scale (kept items with their metrics), every item with its history,
 * the rounds and the cost record. Used by the JSON export, the CSV export and the headless command.
 */
import type { Db } from '@/db/open';
import { listRunItems, type ItemVersionRow, type ItemWithVersions } from '@/db/queries/items';
import { listLlmCalls } from '@/db/queries/llm-calls';
import { listRounds } from '@/db/queries/rounds';
import { getRun } from '@/db/queries/runs';

export interface ExportedVersion {
  round: number;
  stem: string;
  rationale: string | null;
  source: string;
  heuristic: boolean;
  htc: number | null;
  htd: number | null;
  bands: unknown;
  contentRatings: unknown;
  linguistic: number[] | null;
  bias: number | null;
  flags: unknown[];
  nearDuplicates: unknown[];
  metaComment: string | null;
  metaRevision: string | null;
  decision: string | null;
  reasons: string[];
  humanDecision: string | null;
  humanNote: string | null;
}

export interface ExportedItem {
  id: string;
  label: string;
  dimension: string;
  status: string;
  /** Rounds this item went through (number of versions). */
  roundsTaken: number;
  current: ExportedVersion;
  history: ExportedVersion[];
}

function version(v: ItemVersionRow): ExportedVersion {
  return {
    round: v.round,
    stem: v.stem,
    rationale: v.rationale,
    source: v.source,
    heuristic: v.heuristic,
    htc: v.htc,
    htd: v.htd,
    bands: (v.metrics as { bands?: unknown } | null)?.bands ?? null,
    contentRatings: v.contentRatings,
    linguistic: v.linguistic,
    bias: v.bias,
    flags: v.flags,
    nearDuplicates: v.nearDuplicates,
    metaComment: v.metaComment,
    metaRevision: v.metaRevision,
    decision: v.decision,
    reasons: v.reasons,
    humanDecision: v.humanDecision,
    humanNote: v.humanNote,
  };
}

export function exportItem(item: ItemWithVersions): ExportedItem | null {
  const last = item.versions.at(-1);
  if (!last) return null;
  return {
    id: item.id,
    label: item.label,
    dimension: item.dimension,
    status: item.status,
    roundsTaken: item.versions.length,
    current: version(last),
    history: item.versions.map(version),
  };
}

export async function buildRunExport(db: Db, runId: string) {
  const run = await getRun(db, { id: runId });
  if (!run) return null;
  const [items, rounds, calls] = await Promise.all([listRunItems(db, { runId }), listRounds(db, { runId }), listLlmCalls(db, { runId })]);
  const exported = items.map(exportItem).filter((i): i is ExportedItem => i !== null);
  const tokens = calls.reduce((sum, c) => ({ prompt: sum.prompt + (c.promptTokens ?? 0), completion: sum.completion + (c.completionTokens ?? 0) }), { prompt: 0, completion: 0 });
  return {
    format: 'scalewright-run@1',
    run: {
      id: run.id,
      status: run.status,
      heuristic: run.heuristic,
      settings: run.settings,
      currentRound: run.currentRound,
      error: run.error,
      warnings: run.warnings,
      createdAt: run.createdAt.toISOString(),
      completedAt: run.completedAt?.toISOString() ?? null,
    },
    construct: run.constructSpec,
    fingerprint: run.fingerprint,
    scale: exported.filter((i) => i.status === 'kept'),
    items: exported,
    rounds: rounds.map((r) => ({ number: r.number, status: r.status, feedbackBy: r.feedbackBy, note: r.note, submittedAt: r.submittedAt?.toISOString() ?? null })),
    llm: { calls: calls.length, promptTokens: tokens.prompt, completionTokens: tokens.completion },
  };
}

export type RunExport = NonNullable<Awaited<ReturnType<typeof buildRunExport>>>;
