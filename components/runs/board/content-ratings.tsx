import type { BoardDimension, ItemVersionView } from '@/lib/runs/board-types';
import { cx } from '@/components/ui/cx';
import { fmtScore } from '../format';

/** "Judge A: a working adult with no training…" → "Judge A"; the full persona stays in the title. */
export function shortJudgeName(judge: string): string {
  const head = judge.split(':')[0]!.trim();
  return head.length > 0 && head.length <= 24 ? head : `${judge.slice(0, 22).trim()}…`;
}

/** Each judge's rating of the item against the target dimension and each orbiting construct. */
export function ContentRatings({ version, dimension, anchors }: { version: ItemVersionView; dimension: BoardDimension | undefined; anchors: number }) {
  const orbiting = dimension?.orbiting ?? [];
  const judges = version.judges ?? [];
  if (judges.length === 0) {
    return (
      <p className="text-xs text-amber-800" data-testid="content-ratings-missing">
        No content ratings for this version{version.decision === null ? ' yet' : ' — the item is flagged, never silently scored'}.
      </p>
    );
  }
  const orbitingNames = orbiting.length > 0 ? orbiting.map((o) => o.name) : judges[0]!.orbiting.map((_, i) => `Orbiting ${i + 1}`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-2xl text-xs" data-testid="content-ratings">
        <caption className="mb-1 text-left text-[11px] text-slate-500">
          Content ratings, 1–{anchors}: how well the item fits each definition
        </caption>
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className="py-1 pr-2 text-left font-medium">
              Judge
            </th>
            <th scope="col" className="max-w-40 px-2 py-1 text-right font-semibold text-slate-800" title={`Target: ${dimension?.name ?? ''}`}>
              <span className="block truncate">{dimension?.name ?? 'Target'}</span>
              <span className="block text-[10px] font-normal text-slate-500">target</span>
            </th>
            {orbitingNames.map((name) => (
              <th
                key={name}
                scope="col"
                className={cx('max-w-40 px-2 py-1 text-right font-medium', name === version.strongestCompetitor && 'text-amber-800')}
                title={`Orbiting: ${name}`}
                data-testid="content-ratings-orbiting"
              >
                <span className="block truncate">{name}</span>
                <span className="block text-[10px] font-normal text-slate-500">{name === version.strongestCompetitor ? 'closest' : 'orbiting'}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {judges.map((judge) => (
            <tr key={judge.judge} className="border-t border-slate-100" data-testid="content-ratings-judge">
              <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap text-slate-600" title={judge.judge}>
                {shortJudgeName(judge.judge)}
                {shortJudgeName(judge.judge) !== judge.judge && <span className="sr-only">{judge.judge.slice(shortJudgeName(judge.judge).length)}</span>}
              </th>
              <td className="px-2 py-1 text-right font-semibold text-slate-900">{fmtScore(judge.target)}</td>
              {orbitingNames.map((name, i) => (
                <td key={name} className="px-2 py-1 text-right text-slate-700">
                  {fmtScore(judge.orbiting[i])}
                </td>
              ))}
            </tr>
          ))}
          {version.targetMean !== null && (
            <tr className="border-t border-slate-300 font-medium">
              <th scope="row" className="py-1 pr-2 text-left text-slate-600">
                Mean
              </th>
              <td className="px-2 py-1 text-right text-slate-900">{version.targetMean.toFixed(2)}</td>
              {orbitingNames.map((name, i) => (
                <td key={name} className="px-2 py-1 text-right text-slate-700">
                  {version.orbitingMeans[i] === undefined ? '—' : version.orbitingMeans[i]!.toFixed(2)}
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
