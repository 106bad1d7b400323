/** Small boards for the unit tests of the run screens. */
import type { ItemAction } from '@/lib/agents/schemas';
import type { BoardItem, ItemVersionView, RunBoard } from '@/lib/runs/board-types';

export function version(overrides: Partial<ItemVersionView> = {}): ItemVersionView {
  return {
    round: 1,
    stem: 'I feel full of energy at work.',
    rationale: 'Targets vigour.',
    source: 'offline',
    heuristic: true,
    judges: [{ judge: 'Judge 1', target: 6, orbiting: [2, 3] }],
    htc: 0.86,
    htd: 0.4,
    bands: { htc: 'moderate', htd: 'very strong' },
    targetMean: 6,
    orbitingMeans: [2, 3],
    strongestCompetitor: 'Workaholism',
    linguistic: { grammar: 5, readability: 5, negativeLanguage: 5, clarity: 4 },
    linguisticComment: null,
    bias: 5,
    biasComment: null,
    flags: [],
    nearDuplicates: [],
    metaComment: 'Clear.',
    metaRevision: null,
    decision: 'KEEP',
    reasons: ['content valid'],
    humanDecision: null,
    humanNote: null,
    ...overrides,
  };
}

export function item(
  label: string,
  options: { dimensionIndex?: number; status?: BoardItem['status']; reviewable?: boolean; decision?: ItemAction; htc?: number | null; htd?: number | null; stem?: string } = {},
): BoardItem {
  const current = version({
    decision: options.decision ?? 'KEEP',
    htc: options.htc === undefined ? 0.86 : options.htc,
    htd: options.htd === undefined ? 0.4 : options.htd,
    ...(options.stem ? { stem: options.stem } : {}),
  });
  return {
    label,
    dimensionIndex: options.dimensionIndex ?? 0,
    dimension: `Dimension ${options.dimensionIndex ?? 0}`,
    status: options.status ?? 'active',
    replaces: null,
    current,
    history: [current],
    reviewable: options.reviewable ?? true,
  };
}

export function board(items: BoardItem[], overrides: Partial<RunBoard['run']> = {}): RunBoard {
  return {
    run: {
      id: '00000000-0000-4000-8000-000000000001',
      constructId: '00000000-0000-4000-8000-000000000002',
      constructName: 'Work Engagement',
      status: 'waiting_review',
      currentRound: 1,
      maxRounds: 3,
      itemsPerDimension: 2,
      mode: 'person',
      heuristic: true,
      error: null,
      warnings: [],
      thresholds: { htc: 0.83, htd: 0.35, keepBias: 4, keepLinguistic: 4, discardBias: 2, discardLinguistic: 2 },
      anchors: 7,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      ...overrides,
    },
    dimensions: [
      { name: 'Dimension 0', definition: 'First.', orbiting: [{ name: 'A', definition: 'a' }, { name: 'B', definition: 'b' }] },
      { name: 'Dimension 1', definition: 'Second.', orbiting: [{ name: 'C', definition: 'c' }, { name: 'D', definition: 'd' }] },
    ],
    reviewRound: 1,
    rounds: [{ number: 1, status: 'awaiting_feedback', feedbackBy: null, note: null }],
    items,
  };
}
