import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { focusLater } from './focus';

/** A small square button with a visible symbol and an accessible name. */
export function IconButton({
  label,
  children,
  className,
  tone = 'neutral',
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'aria-label'> & { label: string; children: ReactNode; tone?: 'neutral' | 'danger' }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cx(
        'inline-grid h-8 w-8 place-items-center rounded-md border border-transparent text-sm text-slate-500',
        'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
        tone === 'danger' ? 'hover:bg-red-50 hover:text-red-700' : 'hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
      {...props}
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}

/** Move up / move down / remove controls for an entry of an ordered list. */
export function ReorderControls({
  index,
  count,
  noun,
  idPrefixFor,
  onMove,
  onRemove,
  canRemove = true,
}: {
  index: number;
  count: number;
  /** e.g. "dimension 2", used in the accessible names. */
  noun: string;
  /** Prefix of the buttons' ids and test ids at a position: `<prefix>-move-up`, `-move-down`, `-remove`. */
  idPrefixFor: (index: number) => string;
  onMove: (to: number) => void;
  onRemove: () => void;
  canRemove?: boolean;
}) {
  const idPrefix = idPrefixFor(index);
  // The entry moves with its buttons; keep focus on a usable one at the new position.
  const move = (to: number) => {
    onMove(to);
    const atEdge = to === 0 || to === count - 1;
    const direction = to < index ? 'up' : 'down';
    const keep = atEdge ? (direction === 'up' ? 'down' : 'up') : direction;
    focusLater(`${idPrefixFor(to)}-move-${keep}`);
  };
  return (
    <div className="flex items-center gap-0.5">
      <IconButton
        id={`${idPrefix}-move-up`}
        data-testid={`${idPrefix}-move-up`}
        label={`Move ${noun} up`}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        ↑
      </IconButton>
      <IconButton
        id={`${idPrefix}-move-down`}
        data-testid={`${idPrefix}-move-down`}
        label={`Move ${noun} down`}
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
      >
        ↓
      </IconButton>
      <IconButton
        id={`${idPrefix}-remove`}
        data-testid={`${idPrefix}-remove`}
        label={`Remove ${noun}`}
        tone="danger"
        disabled={!canRemove}
        onClick={onRemove}
      >
        ✕
      </IconButton>
    </div>
  );
}
