'use client';

import Link from 'next/link';
import type { RunBoard } from '@/lib/runs/board-types';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatDateTime } from '../format';
import { HeuristicBadge } from '../heuristic-badge';
import { RunStatusBadge } from '../run-status-badge';

const MODE_LABEL: Record<RunBoard['run']['mode'], string> = {
  person: 'Reviewed by you',
  lewmod: 'Reviewed by LewMod',
  'auto-keep': 'Computed decisions',
};

/** Title, status, round and the export links of a run. */
export function RunHeader({ run, keptCount }: { run: RunBoard['run']; keptCount: number }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link href="/runs" className="hover:text-slate-800 hover:underline">
            Runs
          </Link>{' '}
          /{' '}
          <Link href={`/constructs/${run.constructId}`} className="hover:text-slate-800 hover:underline">
            {run.constructName}
          </Link>
        </nav>
        <h1 className="mt-1 break-words" data-testid="run-title">
          {run.constructName}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <RunStatusBadge status={run.status} />
          <Badge data-testid="run-round">
            Round {Math.max(1, run.currentRound)} of {run.maxRounds}
          </Badge>
          <Badge>{MODE_LABEL[run.mode]}</Badge>
          <Badge>{run.itemsPerDimension} per dimension</Badge>
          {run.heuristic && <HeuristicBadge />}
        </div>
        <p className="mt-2 text-xs text-slate-500" suppressHydrationWarning>
          Run <code className="font-mono">{run.id.slice(0, 8)}</code> · started {formatDateTime(run.createdAt)} · updated{' '}
          <span data-testid="run-updated" suppressHydrationWarning>
            {formatDateTime(run.updatedAt)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/runs/${run.id}/export/csv`}
          download
          className={buttonClasses({ variant: run.status === 'completed' ? 'primary' : 'secondary' })}
          data-testid="export-csv"
          title="One row per kept item with its metrics (UTF-8 CSV for Excel and R)"
        >
          Download CSV
          <span className="text-xs font-normal opacity-80">({keptCount} kept)</span>
        </a>
        <a href={`/runs/${run.id}/export/json`} download className={buttonClasses()} data-testid="export-json" title="The whole run: settings, every item and version, rounds">
          Download JSON
        </a>
      </div>
    </div>
  );
}

/** What the run is doing right now, with the error and a retry button when it failed. */
export function RunStatusPanel({
  run,
  reviewRound,
  onRetry,
  retrying,
  retryError,
}: {
  run: RunBoard['run'];
  reviewRound: number | null;
  onRetry: () => void;
  retrying: boolean;
  retryError: string | null;
}) {
  if (run.status === 'failed') {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-5 py-4 text-sm text-red-900" data-testid="run-error">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold">The run stopped in round {Math.max(1, run.currentRound)}</p>
            <p className="mt-1 break-words whitespace-pre-wrap" data-testid="run-error-message">
              {run.error ?? 'An unknown error stopped the run.'}
            </p>
            <p className="mt-1 text-xs text-red-800">Nothing stored was lost. Retry continues from the last completed step.</p>
          </div>
          <Button variant="danger" onClick={onRetry} disabled={retrying} data-testid="retry-run">
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        </div>
        {retryError && (
          <p className="mt-2 rounded bg-white/70 px-3 py-2 text-red-800" data-testid="retry-error">
            {retryError}
          </p>
        )}
      </div>
    );
  }
  if (run.status === 'completed') {
    return (
      <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-4 text-sm text-emerald-950" data-testid="run-completed" role="status">
        <p className="font-semibold">The run is complete.</p>
        <p className="mt-1">The kept items are the final scale. Download it as CSV, or the whole run as JSON.</p>
        {run.warnings.length > 0 && (
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-amber-900" data-testid="run-warnings">
            {run.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  if (run.status === 'waiting_review' && reviewRound !== null) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-5 py-3 text-sm text-amber-950" role="status" data-testid="run-waiting">
        <p>
          <span className="font-semibold">Round {reviewRound} is waiting for your review.</span> Each item is pre-set to its
          computed decision; change what you disagree with, then send the round.
        </p>
        <a href="#review-board" className={buttonClasses({ size: 'sm' })}>
          Go to the board
        </a>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 px-5 py-3 text-sm text-brand-900" role="status" data-testid="run-working">
      <span className="font-semibold">{run.status === 'queued' ? 'The run is about to start.' : `The agents are working on round ${Math.max(1, run.currentRound)}.`}</span>{' '}
      Messages appear in the feed as each agent finishes; the board updates by itself.
    </div>
  );
}
