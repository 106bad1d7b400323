import type { BoardItem } from '@/lib/runs/board-types';
import { Badge } from '@/components/ui/badge';
import { DECISION_META, fmtIndex, fmtScore, plural } from '../format';
import { HeuristicBadge } from '../heuristic-badge';
import { WordDiff } from './word-diff';

const SOURCE_LABEL: Record<string, string> = {
  writer: 'ItemWriter',
  'writer-strong': 'ItemWriter (strong model)',
  'human-edit': 'Edited by hand',
  offline: 'Offline heuristic writer',
};

/** Every version of an item across rounds, its metrics, and a word-level diff to the one before. */
export function ItemHistory({ item, defaultOpen = false }: { item: BoardItem; defaultOpen?: boolean }) {
  const versions = item.history;
  return (
    <details className="group rounded-md border border-slate-200" open={defaultOpen} data-testid="item-history" data-versions={versions.length}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 py-1.5 text-xs font-medium text-slate-600 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
        <span>
          History · {plural(versions.length, 'version')}
          {item.replaces && <span className="font-normal text-slate-500"> · replaces {item.replaces}</span>}
        </span>
        <span aria-hidden className="text-slate-400 transition-transform group-open:rotate-90">
          ▸
        </span>
      </summary>
      <ol className="space-y-3 border-t border-slate-200 px-3 py-2.5">
        {versions.map((version, i) => {
          const previous = i > 0 ? versions[i - 1] : null;
          const ling = version.linguistic;
          const lingMin = ling ? Math.min(ling.grammar, ling.readability, ling.negativeLanguage, ling.clarity) : null;
          return (
            <li key={`${version.round}-${i}`} className="text-xs" data-testid="history-version" data-round={version.round} data-source={version.source}>
              <div className="flex flex-wrap items-center gap-1.5 text-slate-500">
                <span className="font-semibold text-slate-700">Round {version.round}</span>
                <span>· {SOURCE_LABEL[version.source] ?? version.source}</span>
                {version.heuristic && <HeuristicBadge compact />}
              </div>
              <div className="mt-1">
                {previous ? <WordDiff before={previous.stem} after={version.stem} /> : <p className="leading-relaxed text-slate-800">{version.stem}</p>}
              </div>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-slate-600 tabular-nums">
                <span>c {fmtIndex(version.htc)}</span>
                <span>d {fmtIndex(version.htd)}</span>
                <span>language min {fmtScore(lingMin)}</span>
                <span>bias {fmtScore(version.bias)}</span>
                {version.flags.length > 0 && <span>{plural(version.flags.length, 'flag')}</span>}
              </p>
              {(version.decision || version.humanDecision) && (
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-slate-600">
                  {version.decision && (
                    <>
                      computed <Badge tone={DECISION_META[version.decision].tone}>{version.decision}</Badge>
                    </>
                  )}
                  {version.humanDecision && (
                    <>
                      · decided <Badge tone={DECISION_META[version.humanDecision].tone}>{version.humanDecision}</Badge>
                    </>
                  )}
                  {version.humanNote && <span className="text-slate-700">“{version.humanNote}”</span>}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
