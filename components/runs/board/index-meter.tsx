import { atLeast } from '@/lib/psychometrics/numbers';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/components/ui/cx';
import { bandLabel, bandTone, fmtIndex } from '../format';

/**
 * One content-validity index against its KEEP threshold, on its full range, with the Colquitt
 * benchmark band beside it (context, not a rule).
 */
export function IndexMeter({
  name,
  symbol,
  value,
  threshold,
  min,
  band,
  testId,
}: {
  name: string;
  symbol: string;
  value: number | null;
  threshold: number;
  min: number;
  band: string | null;
  testId: string;
}) {
  const pos = (v: number) => `${Math.min(100, Math.max(0, ((v - min) / (1 - min)) * 100))}%`;
  const meets = value !== null && atLeast(value, threshold);
  return (
    <div data-testid={testId} data-value={value ?? ''} data-meets={value === null ? 'missing' : String(meets)}>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-xs text-slate-500">
          <abbr title={name} className="text-sm font-semibold text-slate-700 no-underline">
            {symbol}
          </abbr>
          <span className="sr-only"> {name}</span>
        </p>
        <p className="flex items-baseline gap-1.5 whitespace-nowrap">
          <span className={cx('text-lg leading-none font-semibold tabular-nums', value === null ? 'text-slate-400' : meets ? 'text-emerald-800' : 'text-amber-800')} data-testid={`${testId}-value`}>
            {fmtIndex(value)}
          </span>
          <span className="text-xs text-slate-500 tabular-nums" data-testid={`${testId}-threshold`}>
            {value === null ? 'missing' : meets ? `≥ ${fmtIndex(threshold)}` : `< ${fmtIndex(threshold)}`}
          </span>
        </p>
      </div>
      <div className="relative mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden>
        {value !== null && (
          <div className={cx('absolute inset-y-0 left-0 rounded-full', meets ? 'bg-emerald-500' : 'bg-amber-400')} style={{ width: pos(value) }} />
        )}
        <div className="absolute -inset-y-1 w-0.5 bg-slate-700" style={{ left: pos(threshold) }} title={`KEEP threshold ${fmtIndex(threshold)}`} />
      </div>
      <div className="mt-1.5 flex items-center justify-between gap-1 text-[11px] text-slate-500">
        <span title="Colquitt et al. (2019) benchmark band">Colquitt</span>
        <Badge tone={bandTone(band)} className="whitespace-nowrap" data-testid={`${testId}-band`}>
          {bandLabel(band)}
        </Badge>
      </div>
    </div>
  );
}
