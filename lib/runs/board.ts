/** The run page's view model (RunBoard) from the database. */
import type { Db } from '@/db/open';
import { listRunItems, type ItemVersionRow } from '@/db/queries/items';
import { listRounds } from '@/db/queries/rounds';
import { getRun } from '@/db/queries/runs';
import type { ItemAction } from '@/lib/agents/schemas';
import type { BoardItem, ItemVersionView, JudgeRatingsView, RunBoard, RunStatus } from './board-types';
import { runSettingsSchema } from './settings';

type Metrics = {
  bands?: { htc: string; htd: string } | null;
  targetMean?: number | null;
  orbitingMeans?: number[];
  strongestCompetitor?: string | null;
  linguisticComment?: string | null;
  biasComment?: string | null;
};

export function versionView(v: ItemVersionRow): ItemVersionView {
  const m = (v.metrics ?? {}) as Metrics;
  const ling = v.linguistic;
  return {
    round: v.round,
    stem: v.stem,
    rationale: v.rationale,
    source: v.source,
    heuristic: v.heuristic,
    judges: (v.contentRatings as JudgeRatingsView[] | null) ?? null,
    htc: v.htc,
    htd: v.htd,
    bands: m.bands ?? null,
    targetMean: m.targetMean ?? null,
    orbitingMeans: m.orbitingMeans ?? [],
    strongestCompetitor: m.strongestCompetitor ?? null,
    linguistic: ling && ling.length === 4 ? { grammar: ling[0]!, readability: ling[1]!, negativeLanguage: ling[2]!, clarity: ling[3]! } : null,
    linguisticComment: m.linguisticComment ?? null,
    bias: v.bias,
    biasComment: m.biasComment ?? null,
    flags: v.flags as ItemVersionView['flags'],
    nearDuplicates: v.nearDuplicates as ItemVersionView['nearDuplicates'],
    metaComment: v.metaComment,
    metaRevision: v.metaRevision,
    decision: v.decision as ItemAction | null,
    reasons: v.reasons,
    humanDecision: v.humanDecision as ItemAction | null,
    humanNote: v.humanNote,
  };
}

export async function buildRunBoard(db: Db, runId: string): Promise<RunBoard | null> {
  const run = await getRun(db, { id: runId });
  if (!run) return null;
  const [items, rounds] = await Promise.all([listRunItems(db, { runId }), listRounds(db, { runId })]);
  const settings = runSettingsSchema.parse(run.settings);
  const waiting = rounds.find((r) => r.status === 'awaiting_feedback');
  const reviewRound = run.status === 'waiting_review' && waiting ? waiting.number : null;
  const byLabel = new Map(items.map((i) => [i.id, i.label]));
  const boardItems: BoardItem[] = items
    .filter((item) => item.versions.length > 0)
    .map((item) => {
      const history = item.versions.map(versionView);
      const current = history.at(-1)!;
      return {
        label: item.label,
        dimensionIndex: item.dimensionIndex,
        dimension: item.dimension,
        status: item.status as BoardItem['status'],
        replaces: item.replacesItemId ? (byLabel.get(item.replacesItemId) ?? null) : null,
        current,
        history,
        reviewable: reviewRound !== null && item.status === 'active' && current.round === reviewRound && current.decision !== null,
      };
    });
  return {
    run: {
      id: run.id,
      constructId: run.constructId,
      constructName: run.constructSpec.name,
      status: run.status as RunStatus,
      currentRound: run.currentRound,
      maxRounds: settings.maxRounds,
      itemsPerDimension: settings.itemsPerDimension,
      mode: settings.mode,
      heuristic: run.heuristic,
      error: run.error,
      warnings: run.warnings,
      thresholds: settings.thresholds,
      anchors: run.constructSpec.responseScale.anchors,
      createdAt: run.createdAt.toISOString(),
      updatedAt: run.updatedAt.toISOString(),
    },
    dimensions: run.constructSpec.dimensions.map((d) => ({ name: d.name, definition: d.definition, orbiting: d.orbiting })),
    reviewRound,
    rounds: rounds.map((r) => ({ number: r.number, status: r.status, feedbackBy: r.feedbackBy, note: r.note })),
    items: boardItems,
  };
}
