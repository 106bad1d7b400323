import Link from 'next/link';
import type { RunListItem } from '@/lib/runs/run-list';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime } from './format';
import { HeuristicBadge } from './heuristic-badge';
import { RunStatusBadge } from './run-status-badge';

export type { RunListItem };

const TH = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** Every run, newest first: construct, status, round, decision counts and times. */
export function RunsTable({ runs }: { runs: RunListItem[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="runs-table">
        <caption className="sr-only">Runs</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              Construct
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Round
            </th>
            <th scope="col" className={`${TH} text-right`}>
              <abbr title="Items whose latest decision is KEEP" className="no-underline">
                Keep
              </abbr>
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Revise
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Discard
            </th>
            <th scope="col" className={TH}>
              Started
            </th>
            <th scope="col" className={TH}>
              Updated
            </th>
            <th scope="col" className={`${TH} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => (
            <tr key={run.id} data-testid="run-row" data-run-id={run.id} data-status={run.status} className="hover:bg-slate-50/70">
              <th scope="row" className="max-w-sm px-4 py-3 text-left font-medium">
                <Link
                  href={`/runs/${run.id}`}
                  className="text-slate-900 hover:text-brand-700 hover:underline"
                  data-testid="run-row-link"
                >
                  {run.constructName}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-1.5 font-normal">
                  <code className="font-mono text-xs text-slate-400" title={run.id}>
                    {run.id.slice(0, 8)}
                  </code>
                  {run.heuristic && <HeuristicBadge compact />}
                </div>
                {run.status === 'failed' && run.error && (
                  <p className="mt-1 line-clamp-2 text-xs font-normal text-red-700" data-testid="run-row-error">
                    {run.error}
                  </p>
                )}
              </th>
              <td className="px-4 py-3">
                <RunStatusBadge status={run.status} data-testid="run-row-status" />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums" data-testid="run-row-round">
                {run.currentRound} / {run.maxRounds}
              </td>
              <td className="px-4 py-3 text-right font-medium text-emerald-800 tabular-nums" data-testid="run-row-keep">
                {run.counts.KEEP}
              </td>
              <td className="px-4 py-3 text-right font-medium text-amber-800 tabular-nums" data-testid="run-row-revise">
                {run.counts.REVISE}
              </td>
              <td className="px-4 py-3 text-right font-medium text-red-800 tabular-nums" data-testid="run-row-discard">
                {run.counts.DISCARD}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                <time dateTime={new Date(run.createdAt).toISOString()}>{formatDateTime(run.createdAt)}</time>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600" data-testid="run-row-updated">
                <time dateTime={new Date(run.updatedAt).toISOString()}>{formatDateTime(run.updatedAt)}</time>
              </td>
              <td className="px-4 py-2 text-right">
                <Link
                  href={`/runs/${run.id}`}
                  className={buttonClasses({ variant: run.status === 'waiting_review' ? 'primary' : 'ghost', size: 'sm' })}
                  aria-label={`${run.status === 'waiting_review' ? 'Review' : 'Open'} the run of ${run.constructName}`}
                  data-testid="run-row-open"
                >
                  {run.status === 'waiting_review' ? 'Review' : 'Open'}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
