/** Filtering and sorting of the board's cards (by dimension, decision, c and d). */
import type { ItemAction } from '@/lib/agents/schemas';
import type { BoardItem } from '@/lib/runs/board-types';
import { atLeast } from '@/lib/psychometrics/numbers';

export type IndexFilter = 'all' | 'meets' | 'below';

export interface BoardFilter {
  /** A dimension index, or 'all'. */
  dimension: 'all' | number;
  decision: 'all' | ItemAction;
  c: IndexFilter;
  d: IndexFilter;
  showDiscarded: boolean;
}

export const SORT_KEYS = ['board', 'c-desc', 'c-asc', 'd-desc', 'd-asc', 'decision'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  board: 'Dimension, then item',
  'c-desc': 'c-value, highest first',
  'c-asc': 'c-value, lowest first',
  'd-desc': 'd-value, highest first',
  'd-asc': 'd-value, lowest first',
  decision: 'Decision (discard, revise, keep)',
};

export const DEFAULT_FILTER: BoardFilter = { dimension: 'all', decision: 'all', c: 'all', d: 'all', showDiscarded: true };

export function isDefaultFilter(filter: BoardFilter): boolean {
  return (Object.keys(DEFAULT_FILTER) as Array<keyof BoardFilter>).every((key) => filter[key] === DEFAULT_FILTER[key]);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function indexMatches(value: number | null, threshold: number, filter: IndexFilter): boolean {
  if (filter === 'all') return true;
  if (value === null) return filter === 'below';
  return filter === 'meets' ? atLeast(value, threshold) : !atLeast(value, threshold);
}

const DECISION_ORDER: Record<ItemAction, number> = { DISCARD: 0, REVISE: 1, KEEP: 2 };

/** Missing values sort last whatever the direction. */
function byIndex(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

export function boardOrder(a: BoardItem, b: BoardItem): number {
  return a.dimensionIndex - b.dimensionIndex || collator.compare(a.label, b.label);
}

/** The cards to show, in order. `decisionOf` gives the decision shown on each card. */
export function visibleItems(
  items: BoardItem[],
  filter: BoardFilter,
  sort: SortKey,
  thresholds: { htc: number; htd: number },
  decisionOf: (item: BoardItem) => ItemAction | null,
): BoardItem[] {
  const shown = items.filter((item) => {
    if (!filter.showDiscarded && item.status === 'discarded') return false;
    if (filter.dimension !== 'all' && item.dimensionIndex !== filter.dimension) return false;
    if (filter.decision !== 'all' && decisionOf(item) !== filter.decision) return false;
    if (!indexMatches(item.current.htc, thresholds.htc, filter.c)) return false;
    if (!indexMatches(item.current.htd, thresholds.htd, filter.d)) return false;
    return true;
  });
  const compare = (a: BoardItem, b: BoardItem): number => {
    switch (sort) {
      case 'c-desc':
        return byIndex(a.current.htc, b.current.htc, -1);
      case 'c-asc':
        return byIndex(a.current.htc, b.current.htc, 1);
      case 'd-desc':
        return byIndex(a.current.htd, b.current.htd, -1);
      case 'd-asc':
        return byIndex(a.current.htd, b.current.htd, 1);
      case 'decision': {
        const da = decisionOf(a);
        const db = decisionOf(b);
        return (da ? DECISION_ORDER[da] : 3) - (db ? DECISION_ORDER[db] : 3);
      }
      default:
        return 0;
    }
  };
  return [...shown].sort((a, b) => compare(a, b) || boardOrder(a, b));
}
