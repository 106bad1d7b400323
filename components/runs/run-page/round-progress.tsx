import { cx } from '@/components/ui/cx';
import type { ProgressStep, StepState } from './round-progress-model';

const ICON: Record<StepState, { symbol: string; className: string; words: string }> = {
  done: { symbol: '✓', className: 'bg-emerald-600 text-white', words: 'done' },
  active: { symbol: '', className: 'border-2 border-brand-600 bg-white', words: 'working' },
  waiting: { symbol: '…', className: 'bg-amber-500 text-white', words: 'waiting for you' },
  pending: { symbol: '', className: 'border border-slate-300 bg-white', words: 'not started' },
  failed: { symbol: '!', className: 'bg-red-600 text-white', words: 'failed' },
  skipped: { symbol: '–', className: 'bg-slate-200 text-slate-500', words: 'not needed' },
};

/** The current round as a checklist of agents: done, working, waiting for the person, or to come. */
export function RoundProgress({ round, maxRounds, steps }: { round: number; maxRounds: number; steps: ProgressStep[] }) {
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <section aria-labelledby="round-progress-title" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="round-progress">
      <header className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
        <h2 id="round-progress-title" className="text-base font-semibold">
          Round {Math.max(1, round)} <span className="font-normal text-slate-500">of {maxRounds}</span>
        </h2>
        <span className="text-xs text-slate-500 tabular-nums" data-testid="round-progress-count">
          {done} of {steps.length} steps done
        </span>
      </header>
      <div className="px-4 pt-3">
        <div
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={`Round ${round} progress`}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${(done / Math.max(1, steps.length)) * 100}%` }} />
        </div>
      </div>
      <ol className="space-y-0.5 px-4 py-2.5">
        {steps.map((step) => {
          const icon = ICON[step.state];
          return (
            <li key={step.id} className="flex items-center gap-2.5 text-[13px]" data-testid="progress-step" data-step={step.id} data-state={step.state}>
              <span aria-hidden className={cx('grid h-4.5 w-4.5 shrink-0 place-items-center rounded-full text-[11px] font-bold', icon.className)}>
                {step.state === 'active' ? (
                  <span className="h-2 w-2 animate-pulse rounded-full bg-brand-600 motion-reduce:animate-none" />
                ) : (
                  icon.symbol
                )}
              </span>
              <span className="min-w-0 flex-1 truncate" title={step.detail}>
                <span className={cx('font-medium', step.state === 'pending' || step.state === 'skipped' ? 'text-slate-500' : 'text-slate-900')}>
                  {step.label}
                </span>
                <span className="ml-1.5 hidden text-xs text-slate-500 2xl:inline">{step.detail}</span>
                <span className="sr-only 2xl:hidden">: {step.detail}</span>
              </span>
              <span className={cx('text-xs', step.state === 'waiting' ? 'font-medium text-amber-700' : step.state === 'failed' ? 'font-medium text-red-700' : 'sr-only')}>
                {icon.words}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
