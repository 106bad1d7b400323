import type { ItemVersionView } from '@/lib/runs/board-types';
import { cx } from '@/components/ui/cx';
import { fmtScore } from '../format';

const CRITERIA: Array<{ key: keyof NonNullable<ItemVersionView['linguistic']>; label: string; title: string }> = [
  { key: 'grammar', label: 'Grammar', title: 'Grammatical accuracy and stylistic consistency' },
  { key: 'readability', label: 'Ease', title: 'Ease of understanding (7th–8th grade reading level)' },
  { key: 'negativeLanguage', label: 'Positive', title: 'Avoidance of unnecessary negative language' },
  { key: 'clarity', label: 'Clarity', title: 'Clarity and directness (not confusing, double-barreled or leading)' },
];

function tone(score: number | null, keep: number, discard: number) {
  if (score === null) return 'text-slate-400';
  if (score <= discard) return 'text-red-700';
  if (score < keep) return 'text-amber-700';
  return 'text-slate-900';
}

/** The four linguistic scores and the bias score (1–5), coloured against the KEEP and DISCARD levels. */
export function LanguageScores({
  version,
  thresholds,
}: {
  version: ItemVersionView;
  thresholds: { keepBias: number; keepLinguistic: number; discardBias: number; discardLinguistic: number };
}) {
  const ling = version.linguistic;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-5 gap-1 text-center" data-testid="linguistic-scores">
        {CRITERIA.map((c) => {
          const score = ling ? ling[c.key] : null;
          return (
            <div key={c.key} className="rounded bg-slate-50 px-1 py-1.5" data-testid={`linguistic-${c.key}`} data-value={score ?? ''}>
              <dt className="text-[10px] leading-tight text-slate-500" title={c.title}>
                {c.label}
                <span className="sr-only"> ({c.title})</span>
              </dt>
              <dd className={cx('text-base font-semibold tabular-nums', tone(score, thresholds.keepLinguistic, thresholds.discardLinguistic))}>
                {fmtScore(score)}
              </dd>
            </div>
          );
        })}
        <div className="rounded bg-slate-50 px-1 py-1.5 ring-1 ring-slate-200" data-testid="bias-score" data-value={version.bias ?? ''}>
          <dt className="text-[10px] leading-tight text-slate-500" title="Bias: 1 = highly biased … 5 = unbiased (gender, religion, race, age, culture)">
            Bias
            <span className="sr-only"> (1 = highly biased, 5 = unbiased)</span>
          </dt>
          <dd className={cx('text-base font-semibold tabular-nums', tone(version.bias, thresholds.keepBias, thresholds.discardBias))}>
            {fmtScore(version.bias)}
          </dd>
        </div>
      </dl>
      <p className="text-[11px] text-slate-500">Scores 1–5. KEEP needs every language score ≥ {thresholds.keepLinguistic} and bias ≥ {thresholds.keepBias}.</p>
      {(version.linguisticComment || version.biasComment) && (
        <div className="space-y-1 text-xs text-slate-600">
          {version.linguisticComment && (
            <p data-testid="linguistic-comment">
              <span className="font-medium text-slate-700">Language:</span> {version.linguisticComment}
            </p>
          )}
          {version.biasComment && (
            <p data-testid="bias-comment">
              <span className="font-medium text-slate-700">Bias:</span> {version.biasComment}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
