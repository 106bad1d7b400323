import type { ItemVersionView } from '@/lib/runs/board-types';
import { cx } from '@/components/ui/cx';
import { stemSegments } from './stem-segments';

/** The stem with the words an item-writing flag points at highlighted. */
export function HighlightedStem({ version, className }: { version: ItemVersionView; className?: string }) {
  const segments = stemSegments(version.stem, version.flags);
  return (
    <p className={cx('leading-relaxed text-slate-900', className)} data-testid="item-stem">
      {segments.map((segment, i) =>
        segment.flags.length === 0 ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <mark
            key={i}
            className="rounded-sm bg-amber-100 px-0.5 text-inherit underline decoration-amber-500 decoration-wavy decoration-1 underline-offset-4"
            title={segment.flags.map((f) => f.message).join('\n')}
            data-testid="stem-flag-span"
            data-codes={segment.flags.map((f) => f.code).join(' ')}
          >
            {segment.text}
            <span className="sr-only"> (flagged: {segment.flags.map((f) => f.code.replace(/-/g, ' ')).join(', ')})</span>
          </mark>
        ),
      )}
    </p>
  );
}
