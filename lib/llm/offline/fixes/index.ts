import { flagsOf, type Flag, type FlagCode } from '../checks';
import { wordCount } from '../text';
import { dropNegation } from './negation';
import { dropLeadingOpener, toFirstPerson } from './opening';
import { dropAbsolutes, dropVagueQuantifiers } from './quantifiers';
import { plainWords, shorten } from './shorten';
import { splitDoubleBarreled } from './split';

/**
 * The revision rules of the offline panel, shared by the writer (revisions) and the meta editor
 * (suggested revisions): each flag of the item checks points to one fix, applied in a fixed
 * order and kept only when the checks agree it helped.
 */
export interface FixOutcome {
  stem: string;
  /** What was changed, in words, for the rationale. */
  changes: string[];
  /** Flags still raised by the revised stem. */
  remaining: Flag[];
}

type Fixer = (stem: string, flag: Flag) => string | null;

const FIXERS: Array<{ code: FlagCode; change: string; fix: Fixer }> = [
  { code: 'leading', change: 'removed the leading opener', fix: (s, f) => dropLeadingOpener(s, f) },
  { code: 'double-barreled', change: 'split the double-barreled item, keeping its first claim', fix: splitDoubleBarreled },
  { code: 'double-negation', change: 'removed the double negation', fix: (s) => dropNegation(s) },
  { code: 'negation', change: 'rephrased the negation positively', fix: (s) => dropNegation(s) },
  { code: 'absolute', change: 'removed the absolute quantifier', fix: (s) => dropAbsolutes(s) },
  { code: 'vague-quantifier', change: 'removed the vague quantifier', fix: (s) => dropVagueQuantifiers(s) },
  { code: 'too-long', change: 'shortened the item', fix: (s) => shorten(s, 16) },
  { code: 'reading-grade', change: 'used plainer words', fix: (s) => plainWords(s) },
  { code: 'reading-grade', change: 'cut a side clause to lower the reading grade', fix: (s) => shorten(s, Math.max(6, wordCount(s) - 3)) },
  { code: 'not-first-person', change: 'put the item in the first person', fix: (s) => toFirstPerson(s) },
];

export function reviseByChecks(stem: string, check: (stem: string) => Flag[] = flagsOf): FixOutcome {
  let current = stem;
  let flags = check(current);
  const changes: string[] = [];
  const failed = new Set<number>();
  for (let step = 0; step < 10; step++) {
    const index = FIXERS.findIndex((fixer, i) => !failed.has(i) && flags.some((flag) => flag.code === fixer.code));
    if (index < 0) break;
    const fixer = FIXERS[index];
    const flag = flags.find((f) => f.code === fixer.code)!;
    const next = fixer.fix(current, flag);
    const nextFlags = next && next !== current && wordCount(next) >= 3 ? check(next) : null;
    const better =
      nextFlags !== null &&
      (nextFlags.length < flags.length || (nextFlags.length === flags.length && !nextFlags.some((f) => f.code === fixer.code)));
    if (!next || !nextFlags || !better) {
      failed.add(index);
      continue;
    }
    current = next;
    flags = nextFlags;
    if (!changes.includes(fixer.change)) changes.push(fixer.change);
  }
  return { stem: current, changes, remaining: flags };
}

export { splitDoubleBarreled } from './split';
export { dropNegation } from './negation';
export { dropAbsolutes, dropVagueQuantifiers } from './quantifiers';
export { shorten, plainWords } from './shorten';
export { dropLeadingOpener, toFirstPerson } from './opening';
