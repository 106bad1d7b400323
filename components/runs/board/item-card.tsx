'use client';

import type { ItemAction } from '@/lib/agents/schemas';
import type { BoardDimension, BoardItem, RunBoard } from '@/lib/runs/board-types';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/components/ui/cx';
import { DECISION_META, fmtIndex, fmtScore } from '../format';
import { HeuristicBadge } from '../heuristic-badge';
import { ContentRatings } from './content-ratings';
import { DecisionControl } from './decision-control';
import { DecisionReasons } from './decision-reasons';
import { HighlightedStem } from './highlighted-stem';
import { ItemChecks } from './item-checks';
import { ItemHistory } from './item-history';
import { ItemMetrics } from './item-metrics';
import { MetaEditorNote } from './meta-editor-note';
import type { ItemChoice } from './review-draft';
import { StemEditor } from './stem-editor';

export interface ItemCardProps {
  item: BoardItem;
  dimension: BoardDimension | undefined;
  run: RunBoard['run'];
  /** The decision shown (the draft's choice while under review). */
  decision: ItemAction | null;
  choice?: ItemChoice;
  onChoiceChange?: (label: string, patch: Partial<ItemChoice>) => void;
  highlighted?: boolean;
  /** The label of the item that replaces this one (discarded items). */
  replacedBy?: string | null;
}

function stateOf(item: BoardItem, run: RunBoard['run']): { text: string; tone: 'neutral' | 'brand' | 'success' | 'warning' | 'danger' } {
  if (item.status === 'kept') return { text: `Frozen · kept in round ${item.current.round}`, tone: 'success' };
  if (item.status === 'discarded') return { text: `Discarded in round ${item.current.round}`, tone: 'danger' };
  if (item.reviewable) return { text: 'Under review', tone: 'warning' };
  if (item.current.humanDecision === 'REVISE' && item.current.round < Math.max(1, run.currentRound)) return { text: 'Being revised', tone: 'brand' };
  if (item.current.decision === null) return { text: 'In review', tone: 'brand' };
  return { text: 'Awaiting next round', tone: 'neutral' };
}

function CardHeader({ item, decision, run }: { item: BoardItem; decision: ItemAction | null; run: RunBoard['run'] }) {
  const state = stateOf(item, run);
  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <h3 className="font-mono text-sm font-semibold text-slate-900" data-testid="item-label">
        {item.label}
      </h3>
      <Badge tone="brand" data-testid="item-dimension">
        {item.dimension}
      </Badge>
      <Badge tone={state.tone} data-testid="item-state">
        {item.status === 'kept' && (
          <span aria-hidden className="mr-1">
            🔒
          </span>
        )}
        {state.text}
      </Badge>
      {decision && item.status === 'active' && (
        <Badge tone={DECISION_META[decision].tone} data-testid="item-decision">
          {decision}
        </Badge>
      )}
      {item.replaces && <span className="text-xs text-slate-500">replaces {item.replaces}</span>}
      <span className="ml-auto flex items-center gap-2">
        {item.current.heuristic && <HeuristicBadge compact />}
        <span className="text-xs text-slate-500" data-testid="item-round">
          round {item.current.round}
        </span>
      </span>
    </header>
  );
}

/** The stem, key figures, full review (folded) and history of an item that is no longer reviewed. */
function SettledBody({ item, dimension, run }: ItemCardProps) {
  const v = item.current;
  const kept = item.status === 'kept';
  const ling = v.linguistic;
  const lingMin = ling ? Math.min(ling.grammar, ling.readability, ling.negativeLanguage, ling.clarity) : null;
  return (
    <>
      <div className={cx('mt-2', !kept && 'line-through decoration-slate-400')}>
        <HighlightedStem version={v} className={kept ? 'text-[15px]' : 'text-sm text-slate-600'} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600 tabular-nums" data-testid="item-summary-metrics">
        <span>c {fmtIndex(v.htc)}</span>
        <span>d {fmtIndex(v.htd)}</span>
        <span>language min {fmtScore(lingMin)}</span>
        <span>bias {fmtScore(v.bias)}</span>
        {v.humanNote && <span className="text-slate-700">note: “{v.humanNote}”</span>}
      </p>
      <div className="mt-2 space-y-2">
        <details className="group rounded-md border border-slate-200 bg-white" data-testid="item-review-details">
          <summary className="flex cursor-pointer list-none items-center justify-between px-3 py-1.5 text-xs font-medium text-slate-600 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
            Full review
            <span aria-hidden className="text-slate-400 transition-transform group-open:rotate-90">
              ▸
            </span>
          </summary>
          <div className="grid gap-4 border-t border-slate-200 p-3 md:grid-cols-[minmax(0,1fr)_19rem]">
            <div className="min-w-0 space-y-3">
              {v.rationale && <p className="text-xs text-slate-600">Rationale: {v.rationale}</p>}
              <ContentRatings version={v} dimension={dimension} anchors={run.anchors} />
              <ItemChecks version={v} />
              <MetaEditorNote version={v} />
              <DecisionReasons version={v} />
            </div>
            <ItemMetrics version={v} run={run} />
          </div>
        </details>
        <ItemHistory item={item} />
      </div>
    </>
  );
}

/** What every card variant carries: its anchor for the plot, its label, and data for the e2e checks. */
function cardAttributes(item: BoardItem, decision: ItemAction | null) {
  return {
    id: `item-${item.label}`,
    tabIndex: -1,
    'data-testid': 'item-card',
    'data-label': item.label,
    'data-stem': item.current.stem,
    'data-htc': item.current.htc ?? '',
    'data-htd': item.current.htd ?? '',
    'data-replaces': item.replaces ?? '',
    'data-versions': item.history.length,
    'data-status': item.status,
    'data-decision': decision ?? '',
    'data-reviewable': String(item.reviewable),
  };
}

/** A frozen item: looks settled (green, locked), no controls. */
function FrozenCard(props: ItemCardProps) {
  const { item, run, decision, highlighted } = props;
  return (
    <article
      {...cardAttributes(item, decision)}
      aria-label={`${item.label}, frozen`}
      className={cx(
        'scroll-mt-24 rounded-lg border border-emerald-200 bg-emerald-50/40 px-4 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        highlighted && 'ring-2 ring-brand-600',
      )}
    >
      <CardHeader item={item} decision={decision} run={run} />
      <SettledBody {...props} />
    </article>
  );
}

/** A discarded item: collapsed and dimmed; opens to its stem, review and history. */
function DiscardedCard(props: ItemCardProps) {
  const { item, run, decision, highlighted, replacedBy } = props;
  return (
    <article
      {...cardAttributes(item, decision)}
      aria-label={`${item.label}, discarded`}
      className={cx(
        'scroll-mt-24 rounded-lg border border-dashed border-slate-300 bg-slate-50 opacity-70 transition-opacity focus-within:opacity-100 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        highlighted && 'opacity-100 ring-2 ring-brand-600',
      )}
    >
      <details className="group" data-testid="discarded-details">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2 text-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
          <span aria-hidden className="text-slate-400 transition-transform group-open:rotate-90">
            ▸
          </span>
          <span className="font-mono text-xs font-semibold text-slate-600">{item.label}</span>
          <span className="min-w-0 flex-1 truncate text-slate-500 line-through decoration-slate-400">{item.current.stem}</span>
          <span className="shrink-0 text-xs text-slate-500">
            Discarded in round {item.current.round}
            {replacedBy && <> · replaced by {replacedBy}</>}
          </span>
        </summary>
        <div className="border-t border-slate-200 px-4 pt-2 pb-3">
          <CardHeader item={item} decision={decision} run={run} />
          <SettledBody {...props} />
        </div>
      </details>
    </article>
  );
}

/** One item on the board: everything the reviewers found, and the person's decision. */
export function ItemCard(props: ItemCardProps) {
  const { item, dimension, run, decision, choice, onChoiceChange, highlighted } = props;
  if (item.status === 'kept') return <FrozenCard {...props} />;
  if (item.status === 'discarded') return <DiscardedCard {...props} />;
  const v = item.current;
  const reviewable = item.reviewable && choice !== undefined && onChoiceChange !== undefined;
  const change = (patch: Partial<ItemChoice>) => onChoiceChange?.(item.label, patch);
  return (
    <article
      {...cardAttributes(item, decision)}
      aria-labelledby={`item-${item.label}-title`}
      className={cx(
        'scroll-mt-24 rounded-lg border bg-white px-4 py-3.5 shadow-sm transition-shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        reviewable && decision ? { KEEP: 'border-l-4 border-l-emerald-600', REVISE: 'border-l-4 border-l-amber-500', DISCARD: 'border-l-4 border-l-red-600' }[decision] : 'border-slate-200',
        highlighted && 'ring-2 ring-brand-600',
      )}
    >
      <span id={`item-${item.label}-title`} className="sr-only">
        {item.label}, {item.dimension}
      </span>
      <CardHeader item={item} decision={decision} run={run} />
      <div className="mt-3 grid gap-5 md:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0 space-y-3">
          <div>
            <HighlightedStem version={v} className="text-[15px]" />
            {v.rationale && (
              <p className="mt-1 text-xs text-slate-500" data-testid="item-rationale">
                <span className="font-medium text-slate-600">Rationale:</span> {v.rationale}
              </p>
            )}
          </div>
          <ContentRatings version={v} dimension={dimension} anchors={run.anchors} />
          <ItemChecks version={v} />
          <MetaEditorNote version={v} onUseRevision={reviewable ? (stem) => change({ editedStem: stem, action: 'REVISE' }) : undefined} />
          <DecisionReasons version={v} />
          {reviewable && (
            <div className="space-y-3 border-t border-slate-100 pt-3">
              <DecisionControl label={item.label} choice={choice} computed={v.decision} onChange={change} />
              <StemEditor label={item.label} stem={v.stem} choice={choice} onChange={change} />
            </div>
          )}
        </div>
        <ItemMetrics version={v} run={run} />
      </div>
      <div className="mt-3">
        <ItemHistory item={item} />
      </div>
    </article>
  );
}
