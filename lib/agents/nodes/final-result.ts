/** The final scale and its warnings: kept items, and the best candidates where a dimension is short. */
import type { PoolItem, RunState } from '../state';

const fmt = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(2).replace(/^(-?)0\./, '$1.'));

/** Active items ranked best first: by decision (KEEP before REVISE), then d-value, then c-value. */
export function rankCandidates(items: PoolItem[]): PoolItem[] {
  const order = { KEEP: 0, REVISE: 1, DISCARD: 2 } as const;
  return [...items].sort((a, b) => {
    const da = a.review ? order[a.review.decision] : 3;
    const db = b.review ? order[b.review.decision] : 3;
    if (da !== db) return da - db;
    return (b.review?.htd ?? -2) - (a.review?.htd ?? -2) || (b.review?.htc ?? 0) - (a.review?.htc ?? 0);
  });
}

/** Warnings for dimensions with fewer kept items than asked, naming the best remaining candidates. */
export function finalWarnings(state: Pick<RunState, 'pool' | 'construct' | 'settings' | 'approved'>): string[] {
  const warnings: string[] = [];
  if (state.approved) return warnings;
  const wanted = state.settings.itemsPerDimension;
  state.construct.dimensions.forEach((dimension, index) => {
    const items = state.pool.filter((item) => item.dimensionIndex === index);
    const kept = items.filter((item) => item.status === 'kept').length;
    if (kept >= wanted) return;
    const best = rankCandidates(items.filter((item) => item.status === 'active')).slice(0, wanted - kept);
    const suggestion = best.length
      ? ` Best remaining: ${best.map((item) => `${item.label} (c = ${fmt(item.review?.htc)}, d = ${fmt(item.review?.htd)})`).join(', ')}.`
      : '';
    warnings.push(`${dimension.name}: ${kept} of ${wanted} items kept.${suggestion}`);
  });
  return warnings;
}
