import { cx } from '@/components/ui/cx';
import { HEURISTIC_LABEL } from './format';

/** Marks output of the offline heuristic panel so nobody mistakes it for model output. */
export function HeuristicBadge({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span
      data-testid="heuristic-label"
      title={HEURISTIC_LABEL}
      className={cx(
        'inline-flex items-center gap-1 rounded border border-dashed border-slate-400 bg-slate-50 px-1.5 py-px font-medium whitespace-nowrap text-slate-600',
        compact ? 'text-[10px] leading-4' : 'text-xs',
        className,
      )}
    >
      {HEURISTIC_LABEL}
    </span>
  );
}
