'use client';

import { Fragment, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { ReviewSubmission } from '@/lib/agents/schemas';
import type { BoardItem, RunBoard } from '@/lib/runs/board-types';
import { Card } from '@/components/ui/card';
import { BoardToolbar } from './board-toolbar';
import { DEFAULT_FILTER, visibleItems, type BoardFilter, type SortKey } from './board-view';
import { ItemCard } from './item-card';
import { PoolOverview } from './pool-overview';
import { buildSubmission, shownDecision, summarize } from './review-draft';
import { ScatterPlot } from './scatter-plot';
import { SendRoundBar } from './send-round-bar';
import { useReviewDraft } from './use-review-draft';

export interface ReviewBoardProps {
  board: RunBoard;
  sending: boolean;
  /** Sends the round; `onSent` runs once the server accepted it. */
  onSubmit: (round: number, submission: ReviewSubmission, onSent: () => void) => void;
}

/**
 * The review board: the pool at a glance (c/d plot and counts), filters, one card per item with
 * its decision control while the round is under review, and the send bar.
 */
export function ReviewBoard(props: ReviewBoardProps) {
  // A new round (or the end of review) starts from its own computed decisions. The server renders
  // the computed decisions; once in the browser the session remounts with the stored draft, so
  // hydration always matches.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return <BoardSession key={`${props.board.run.id}:${props.board.reviewRound ?? 'none'}:${inBrowser}`} {...props} inBrowser={inBrowser} />;
}

const noSubscription = () => () => {};

function BoardSession({ board, sending, onSubmit, inBrowser }: ReviewBoardProps & { inBrowser: boolean }) {
  const round = board.reviewRound;
  const { draft, setChoice, setNote, clear } = useReviewDraft(board.run.id, round, board.items, { restore: inBrowser });
  const [filter, setFilter] = useState<BoardFilter>(DEFAULT_FILTER);
  const [sort, setSort] = useState<SortKey>('board');
  const [highlight, setHighlight] = useState<string | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const decisionOf = useCallback((item: BoardItem) => shownDecision(item, draft.choices), [draft.choices]);
  const shown = useMemo(
    () => visibleItems(board.items, filter, sort, board.run.thresholds, decisionOf),
    [board.items, filter, sort, board.run.thresholds, decisionOf],
  );
  const summary = useMemo(() => summarize(board.items, draft.choices, draft.note), [board.items, draft.choices, draft.note]);
  const replacedBy = useMemo(() => new Map(board.items.filter((i) => i.replaces).map((i) => [i.replaces!, i.label])), [board.items]);

  const select = (label: string) => {
    if (!shown.some((item) => item.label === label)) flushSync(() => setFilter(DEFAULT_FILTER));
    const card = document.getElementById(`item-${label}`);
    if (!card) return;
    card.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    card.focus({ preventScroll: true });
    setHighlight(label);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlight(null), 1800);
  };
  useEffect(() => () => clearTimeout(highlightTimer.current), []);

  const send = (approve: boolean) => {
    if (round === null || sending) return;
    onSubmit(round, buildSubmission(board.items, draft.choices, draft.note, approve), clear);
  };

  if (board.items.length === 0) {
    return (
      <div id="review-board" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="review-board" data-empty="true">
        <h2>No items yet</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
          {board.run.status === 'failed'
            ? 'The run stopped before any item was written. Retry it from the status panel above.'
            : 'The ItemWriter is writing the first round. Cards appear here as soon as the items are stored.'}
        </p>
      </div>
    );
  }

  return (
    <section id="review-board" aria-labelledby="review-board-title" className="space-y-4" data-testid="review-board" data-review-round={round ?? ''}>
      <h2 id="review-board-title" className="sr-only">
        Review board
      </h2>
      <Card title="The pool at a glance" titleId="pool-title" description="Content validity of every item in the pool against the KEEP thresholds." data-testid="pool-card">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
          <ScatterPlot items={board.items} thresholds={board.run.thresholds} decisionOf={decisionOf} onSelect={select} />
          <PoolOverview board={board} decisionOf={decisionOf} />
        </div>
      </Card>
      <BoardToolbar
        dimensions={board.dimensions}
        filter={filter}
        onFilter={setFilter}
        sort={sort}
        onSort={setSort}
        thresholds={board.run.thresholds}
        shown={shown.length}
        total={board.items.length}
      />
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600" data-testid="board-no-match">
          No item matches these filters.
        </p>
      ) : (
        <ol className="space-y-3" data-testid="item-list">
          {shown.map((item, index) => {
            const heading = sort === 'board' && item.dimensionIndex !== shown[index - 1]?.dimensionIndex;
            const dimension = board.dimensions[item.dimensionIndex];
            return (
              <Fragment key={item.label}>
                {heading && (
                  <li aria-hidden className="pt-2 first:pt-0">
                    <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{item.dimension}</p>
                    {dimension && <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{dimension.definition}</p>}
                  </li>
                )}
                <li>
                  <ItemCard
                    item={item}
                    dimension={dimension}
                    run={board.run}
                    decision={decisionOf(item)}
                    choice={draft.choices[item.label]}
                    onChoiceChange={item.reviewable && !sending && inBrowser ? setChoice : undefined}
                    highlighted={highlight === item.label}
                    replacedBy={replacedBy.get(item.label) ?? null}
                  />
                </li>
              </Fragment>
            );
          })}
        </ol>
      )}
      {round !== null && inBrowser && (
        <SendRoundBar
          round={round}
          maxRounds={board.run.maxRounds}
          summary={summary}
          note={draft.note}
          onNote={setNote}
          sending={sending}
          onSend={() => send(false)}
          onApprove={() => send(true)}
        />
      )}
    </section>
  );
}
