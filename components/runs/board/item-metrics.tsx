import type { ItemVersionView, RunBoard } from '@/lib/runs/board-types';
import { IndexMeter } from './index-meter';
import { LanguageScores } from './language-scores';

/** The right-hand column of a card: c and d against their thresholds and bands, language and bias. */
export function ItemMetrics({ version, run }: { version: ItemVersionView; run: Pick<RunBoard['run'], 'thresholds' | 'anchors'> }) {
  const cMin = Math.min(0.5, 1 / run.anchors);
  return (
    <div className="space-y-4" data-testid="item-metrics">
      <div className="grid grid-cols-2 gap-4">
        <IndexMeter name="c-value (Hinkin–Tracey correspondence)" symbol="c" value={version.htc} threshold={run.thresholds.htc} min={Math.floor(cMin * 10) / 10} band={version.bands?.htc ?? null} testId="metric-htc" />
        <IndexMeter name="d-value (Hinkin–Tracey distinctiveness)" symbol="d" value={version.htd} threshold={run.thresholds.htd} min={-1} band={version.bands?.htd ?? null} testId="metric-htd" />
      </div>
      <LanguageScores version={version} thresholds={run.thresholds} />
    </div>
  );
}
