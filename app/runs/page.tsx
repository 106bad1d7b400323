import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/client';
import { listRuns } from '@/db/queries/runs';
import { buttonClasses } from '@/components/ui/button';
import { RunsTable } from '@/components/runs/runs-table';
import { AutoRefresh } from '@/components/runs/runs-auto-refresh';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Runs' };

export default async function RunsPage() {
  const runs = await listRuns(await getDb());
  const active = runs.some((run) => run.status === 'queued' || run.status === 'running');
  const waiting = runs.filter((run) => run.status === 'waiting_review').length;
  return (
    <div className="space-y-6">
      <AutoRefresh active={active} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1>Runs</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Every generation run, newest first. Counts are each item&apos;s latest decision.
            {waiting > 0 && (
              <span className="font-medium text-amber-800" data-testid="runs-waiting-count">
                {' '}
                {waiting === 1 ? '1 run is' : `${waiting} runs are`} waiting for your review.
              </span>
            )}
          </p>
        </div>
        <Link href="/constructs" className={buttonClasses({ variant: 'primary' })} data-testid="runs-start-from-library">
          Start a run from a construct
        </Link>
      </div>
      {runs.length === 0 ? (
        <div data-testid="runs-empty" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <div aria-hidden className="mx-auto grid h-11 w-11 place-items-center rounded-full bg-brand-50 text-lg text-brand-700">
            ▷
          </div>
          <h2 className="mt-4">No runs yet</h2>
          <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">
            A run asks the agent panel to write items for a construct, reviews them, and brings each round to you on the
            review board. Open a construct and choose <strong>Start a run</strong>.
          </p>
          <Link href="/constructs" className={buttonClasses({ className: 'mt-6' })}>
            Go to the construct library
          </Link>
        </div>
      ) : (
        <RunsTable runs={runs} />
      )}
    </div>
  );
}
