import type { ItemVersionView } from '@/lib/runs/board-types';
import { fmtIndex } from '../format';

const CODE_LABEL: Record<string, string> = {
  'double-barreled': 'Double-barreled',
  negation: 'Negation',
  'double-negation': 'Double negation',
  absolute: 'Absolute',
  'vague-quantifier': 'Vague quantifier',
  'too-long': 'Too long',
  'reading-grade': 'Reading grade',
  leading: 'Leading',
  'not-first-person': 'Not first person',
};

/** The automated item-writing flags and near-duplicate warnings of a version. */
export function ItemChecks({ version }: { version: ItemVersionView }) {
  const { flags, nearDuplicates } = version;
  if (flags.length === 0 && nearDuplicates.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-emerald-800" data-testid="item-checks-clean">
        <span aria-hidden>✓</span> No item-writing flags and no near-duplicates.
      </p>
    );
  }
  return (
    <ul className="space-y-1 text-xs" data-testid="item-checks">
      {flags.map((flag) => (
        <li key={flag.code} className="flex items-start gap-2" data-testid="item-flag" data-code={flag.code}>
          <span className="mt-px shrink-0 rounded bg-amber-100 px-1.5 py-px font-medium text-amber-900">{CODE_LABEL[flag.code] ?? flag.code}</span>
          <span className="text-slate-700">{flag.message}</span>
        </li>
      ))}
      {nearDuplicates.map((dup, i) => (
        <li key={`${dup.label ?? 'earlier'}-${i}`} className="flex items-start gap-2" data-testid="near-duplicate">
          <span className="mt-px shrink-0 rounded bg-violet-100 px-1.5 py-px font-medium text-violet-900">Near-duplicate</span>
          <span className="text-slate-700">
            {dup.earlierRun ? 'Of an item from an earlier run' : `Of ${dup.label ?? 'another item'}`} (similarity {fmtIndex(dup.similarity)}):{' '}
            <q className="text-slate-600 italic">{dup.stem}</q>
          </span>
        </li>
      ))}
    </ul>
  );
}
