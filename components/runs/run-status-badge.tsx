import type { RunStatus } from '@/lib/runs/board-types';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/components/ui/cx';
import { STATUS_META, isActiveStatus } from './format';

/** The run's status as a badge; a pulsing dot while the agents work. */
export function RunStatusBadge({ status, 'data-testid': testId = 'run-status' }: { status: RunStatus; 'data-testid'?: string }) {
  const meta = STATUS_META[status];
  return (
    <Badge tone={meta.tone} title={meta.description} className="whitespace-nowrap" data-testid={testId}>
      <span data-status={status} className="inline-flex items-center gap-1.5">
        {isActiveStatus(status) && (
          <span aria-hidden className="relative flex h-1.5 w-1.5">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-600 opacity-60 motion-reduce:animate-none" />
            <span className="relative inline-flex h-1.5 w-1.5 rounded-full bg-brand-600" />
          </span>
        )}
        {status === 'waiting_review' && <span aria-hidden className={cx('h-1.5 w-1.5 rounded-full bg-amber-500')} />}
        {meta.label}
      </span>
    </Badge>
  );
}
