import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};

/** A small label for a status or a count. */
export function Badge({
  tone = 'neutral',
  children,
  className,
  title,
  'data-testid': testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  title?: string;
  'data-testid'?: string;
}) {
  return (
    <span
      title={title}
      data-testid={testId}
      className={cx(
        'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
