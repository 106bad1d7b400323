'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FeedEventView, RunBoard, RunStatusView } from '@/lib/runs/board-types';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ReviewBoard } from '../board/review-board';
import { AgentFeed } from './agent-feed';
import { RoundProgress } from './round-progress';
import { roundProgress } from './round-progress-model';
import { RunHeader, RunStatusPanel } from './run-header';
import { useRetryRun, useSubmitReview } from './use-run-actions';
import { boardKey, useRunBoard } from './use-run-board';
import { useRunFeed } from './use-run-feed';

/** The run page: header and status, the review board, and beside it the round's progress and the live feed. */
export function RunView({ runId, initialBoard }: { runId: string; initialBoard?: RunBoard }) {
  const client = useQueryClient();
  const toast = useToast();
  const boardQuery = useRunBoard(runId, initialBoard);
  const board = boardQuery.data;
  const submit = useSubmitReview(runId);
  const retry = useRetryRun(runId);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refreshSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void client.invalidateQueries({ queryKey: boardKey(runId) }), 250);
  }, [client, runId]);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const onRun = useCallback(
    (status: RunStatusView) => {
      const current = client.getQueryData<RunBoard>(boardKey(runId));
      // While a submission is on its way the optimistic board stands; the refetch after it settles wins.
      if (current && !client.isMutating({ mutationKey: ['submit-review', runId] })) {
        const changed = current.run.status !== status.status || current.run.currentRound !== status.currentRound;
        if (changed && status.status !== 'waiting_review') {
          client.setQueryData<RunBoard>(boardKey(runId), {
            ...current,
            run: { ...current.run, status: status.status, currentRound: status.currentRound, error: status.error, updatedAt: status.updatedAt },
          });
        }
      }
      refreshSoon();
    },
    [client, runId, refreshSoon],
  );
  const onFeed = useCallback(
    (event: FeedEventView) => {
      if (event.agent !== 'System') refreshSoon();
    },
    [refreshSoon],
  );
  const feed = useRunFeed(runId, { onRun, onFeed });

  const steps = useMemo(
    () => (board ? roundProgress(feed.events, board.run.currentRound, board.run.status, board.run.mode) : []),
    [board, feed.events],
  );

  if (!board) {
    if (boardQuery.isError) {
      return (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-5 py-4 text-sm text-red-900" data-testid="board-load-error">
          <p className="font-semibold">The run could not be loaded</p>
          <p className="mt-1">{boardQuery.error.message}</p>
          <Button className="mt-3" onClick={() => void boardQuery.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-4" aria-busy="true" data-testid="run-loading">
        <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
        <div className="h-40 animate-pulse rounded-lg bg-slate-100" />
        <p className="sr-only">Loading the run…</p>
      </div>
    );
  }

  const keptCount = board.items.filter((item) => item.status === 'kept').length;
  return (
    <div className="space-y-5" data-testid="run-view" data-status={board.run.status} data-round={board.run.currentRound}>
      <RunHeader run={board.run} keptCount={keptCount} />
      <RunStatusPanel
        run={board.run}
        reviewRound={board.reviewRound}
        onRetry={retry.retry}
        retrying={retry.pending}
        retryError={retry.error?.message ?? null}
      />
      {submit.error && (
        <div role="alert" className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-5 py-3 text-sm text-red-900" data-testid="review-error" data-code={submit.error.code}>
          <div>
            <p className="font-semibold">{submit.error.code === 'conflict' ? 'This round was not sent from here' : 'The round was not sent'}</p>
            <p className="mt-0.5" data-testid="review-error-message">
              {submit.error.message}
            </p>
          </div>
          <Button size="sm" variant="ghost" onClick={submit.reset} data-testid="review-error-dismiss">
            Dismiss
          </Button>
        </div>
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <ReviewBoard
            board={board}
            sending={submit.pending}
            onSubmit={(round, submission, onSent) =>
              submit.submit(
                { round, submission },
                {
                  onSuccess: () => {
                    onSent();
                    toast.show(
                      submission.approve ? 'Scale approved. The run is finishing.' : `Round ${round} sent. The agents are working on it.`,
                      { tone: 'success' },
                    );
                  },
                },
              )
            }
          />
        </div>
        <aside className="space-y-4 xl:sticky xl:top-4" aria-label="Progress and agent feed">
          <RoundProgress round={board.run.currentRound} maxRounds={board.run.maxRounds} steps={steps} />
          <AgentFeed events={feed.events} connection={feed.connection} />
        </aside>
      </div>
    </div>
  );
}
