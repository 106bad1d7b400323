import type { ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown at the right of the header. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Padding of the body; `none` for tables that reach the edges. */
  padding?: 'none' | 'normal';
  'data-testid'?: string;
  as?: 'section' | 'div' | 'aside';
  /** Id of the title element, for aria-labelledby. */
  titleId?: string;
}

/** A white panel with an optional header: the basic block of every page. */
export function Card({
  title,
  description,
  actions,
  children,
  className,
  padding = 'normal',
  as: Tag = 'section',
  titleId,
  ...rest
}: CardProps) {
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Tag
      className={cx('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
      aria-labelledby={title !== undefined ? titleId : undefined}
      data-testid={rest['data-testid']}
    >
      {hasHeader && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-3.5">
          <div className="min-w-0">
            {title !== undefined && (
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
            )}
            {description !== undefined && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
          </div>
          {actions !== undefined && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={padding === 'normal' ? 'p-5' : undefined}>{children}</div>
    </Tag>
  );
}
