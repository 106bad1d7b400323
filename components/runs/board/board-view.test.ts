import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, visibleItems } from './board-view';
import { item } from './test-fixtures';

const thresholds = { htc: 0.83, htd: 0.35 };
const items = [
  item('B-2', { dimensionIndex: 1, htc: 0.9, htd: 0.2, decision: 'REVISE' }),
  item('A-10', { dimensionIndex: 0, htc: 0.7, htd: 0.5, decision: 'REVISE' }),
  item('A-2', { dimensionIndex: 0, htc: 0.83, htd: 0.35, decision: 'KEEP' }),
  item('A-3', { dimensionIndex: 0, htc: null, htd: null, decision: 'DISCARD', status: 'discarded', reviewable: false }),
];
const decisionOf = (i: (typeof items)[number]) => i.current.decision;
const labels = (list: typeof items) => list.map((i) => i.label);

describe('board filters and sort', () => {
  it('orders by dimension, then item number (A-2 before A-10)', () => {
    expect(labels(visibleItems(items, DEFAULT_FILTER, 'board', thresholds, decisionOf))).toEqual(['A-2', 'A-3', 'A-10', 'B-2']);
  });

  it('sorts by c and d with missing values last in both directions', () => {
    expect(labels(visibleItems(items, DEFAULT_FILTER, 'c-desc', thresholds, decisionOf))).toEqual(['B-2', 'A-2', 'A-10', 'A-3']);
    expect(labels(visibleItems(items, DEFAULT_FILTER, 'c-asc', thresholds, decisionOf))).toEqual(['A-10', 'A-2', 'B-2', 'A-3']);
    expect(labels(visibleItems(items, DEFAULT_FILTER, 'd-desc', thresholds, decisionOf))).toEqual(['A-10', 'A-2', 'B-2', 'A-3']);
  });

  it('filters by dimension, decision, and c and d against their thresholds (a value at the threshold meets it)', () => {
    expect(labels(visibleItems(items, { ...DEFAULT_FILTER, dimension: 1 }, 'board', thresholds, decisionOf))).toEqual(['B-2']);
    expect(labels(visibleItems(items, { ...DEFAULT_FILTER, decision: 'REVISE' }, 'board', thresholds, decisionOf))).toEqual(['A-10', 'B-2']);
    expect(labels(visibleItems(items, { ...DEFAULT_FILTER, c: 'meets' }, 'board', thresholds, decisionOf))).toEqual(['A-2', 'B-2']);
    expect(labels(visibleItems(items, { ...DEFAULT_FILTER, d: 'below' }, 'board', thresholds, decisionOf))).toEqual(['A-3', 'B-2']);
    expect(labels(visibleItems(items, { ...DEFAULT_FILTER, showDiscarded: false }, 'board', thresholds, decisionOf))).toEqual(['A-2', 'A-10', 'B-2']);
  });
});
