'use client';

import type { ReactNode } from 'react';
import type { BoardDimension } from '@/lib/runs/board-types';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { fmtIndex } from '../format';
import { DEFAULT_FILTER, SORT_KEYS, SORT_LABELS, isDefaultFilter, type BoardFilter, type IndexFilter, type SortKey } from './board-view';

function Select({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-[11px] font-medium tracking-wide text-slate-500 uppercase">
        {label}
      </label>
      <select id={id} data-testid={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses(false, 'mt-0.5 h-8 py-1 pr-7 text-xs')}>
        {children}
      </select>
    </div>
  );
}

/** Filter the cards by dimension, decision, c and d; sort them. */
export function BoardToolbar({
  dimensions,
  filter,
  onFilter,
  sort,
  onSort,
  thresholds,
  shown,
  total,
}: {
  dimensions: BoardDimension[];
  filter: BoardFilter;
  onFilter: (filter: BoardFilter) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  thresholds: { htc: number; htd: number };
  shown: number;
  total: number;
}) {
  const indexOptions = (symbol: string, threshold: number) => (
    <>
      <option value="all">Any</option>
      <option value="meets">
        {symbol} ≥ {fmtIndex(threshold)}
      </option>
      <option value="below">
        {symbol} &lt; {fmtIndex(threshold)}
      </option>
    </>
  );
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm" role="search" aria-label="Filter and sort items" data-testid="board-toolbar">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Select id="filter-dimension" label="Dimension" value={String(filter.dimension)} onChange={(v) => onFilter({ ...filter, dimension: v === 'all' ? 'all' : Number(v) })}>
          <option value="all">All dimensions</option>
          {dimensions.map((d, i) => (
            <option key={d.name} value={i}>
              {d.name}
            </option>
          ))}
        </Select>
        <Select id="filter-decision" label="Decision" value={filter.decision} onChange={(v) => onFilter({ ...filter, decision: v as BoardFilter['decision'] })}>
          <option value="all">All decisions</option>
          <option value="KEEP">KEEP</option>
          <option value="REVISE">REVISE</option>
          <option value="DISCARD">DISCARD</option>
        </Select>
        <Select id="filter-c" label="c-value" value={filter.c} onChange={(v) => onFilter({ ...filter, c: v as IndexFilter })}>
          {indexOptions('c', thresholds.htc)}
        </Select>
        <Select id="filter-d" label="d-value" value={filter.d} onChange={(v) => onFilter({ ...filter, d: v as IndexFilter })}>
          {indexOptions('d', thresholds.htd)}
        </Select>
        <Select id="board-sort" label="Sort by" value={sort} onChange={(v) => onSort(v as SortKey)}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-3.5 w-3.5 accent-brand-700"
            checked={filter.showDiscarded}
            onChange={(event) => onFilter({ ...filter, showDiscarded: event.target.checked })}
            data-testid="filter-show-discarded"
          />
          Show discarded items
        </label>
        <span className="flex items-center gap-2">
          <span role="status" data-testid="board-count">
            Showing {shown} of {total} items
          </span>
          {!isDefaultFilter(filter) && (
            <Button size="sm" variant="ghost" onClick={() => onFilter(DEFAULT_FILTER)} data-testid="filter-clear">
              Clear filters
            </Button>
          )}
        </span>
      </div>
    </div>
  );
}
