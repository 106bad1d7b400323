import { contentStems, DEFAULT_NEAR_DUPLICATE_THRESHOLD } from '@/lib/psychometrics';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { bankFor } from './aaaw-bank';
import { flagsOf } from './checks';
import { composeCandidates } from './compose';
import { isAaaw, type Dimension } from './definitions';
import { seededOrder } from './seed';
import { lowerFirst, stemKey, wordCount } from './text';

/**
 * Fresh items for a dimension, never one already used: from the AAAW bank when the construct
 * is the AAAW preset, otherwise (and once the bank is used up) composed from the definition.
 * The order is a seeded shuffle per run and dimension; among the unused candidates, one that is
 * not a near-duplicate of a used stem comes first, and for revisions and replacements one that
 * passes every item check.
 */
export interface FreshItem {
  stem: string;
  /** The stem without a variant's opener: what similarity to used stems is judged on. */
  core?: string;
  source: 'bank' | 'definition' | 'name' | 'variant';
}

/** Below this Jaccard similarity to every used stem, a candidate counts as a different item. */
const DISTINCT = 0.5;
const VARIANT_OPENERS = [
  'These days,',
  'On the whole,',
  'As things stand,',
  'Right now,',
  'In practice,',
  'For me,',
  'At this point,',
  'In my view,',
  'At present,',
  'Overall,',
];

function pool(construct: ConstructSpec, dimension: Dimension, seed: Array<string | number>): FreshItem[] {
  const bank = isAaaw(construct) ? bankFor(dimension.name) : undefined;
  const composed = composeCandidates(construct, dimension);
  const order = (stems: readonly string[], source: FreshItem['source']) =>
    seededOrder(stems, (s) => s, ...seed, dimension.name, source).map((stem) => ({ stem, source }));
  const base = [...(bank ? order(bank, 'bank') : []), ...order(composed.primary, 'definition'), ...order(composed.fallback, 'name')];
  const variants = VARIANT_OPENERS.flatMap((opener) =>
    base
      .filter((item) => !/^[A-Z][a-z]+( [a-z]+)*,/.test(item.stem))
      .map((item) => ({ stem: `${opener} ${lowerFirst(item.stem)}`, core: item.stem, source: 'variant' as const }))
      .filter((item) => wordCount(item.stem) <= 20),
  );
  return [...base, ...variants];
}

/** The similarity findNearDuplicates uses: Jaccard index of the stemmed content words. */
function jaccard(words: string[], set: ReadonlySet<string>): number {
  if (words.length === 0 || set.size === 0) return 0;
  const shared = words.filter((word) => set.has(word)).length;
  return shared / (words.length + set.size - shared);
}

/** Draw the first fresh candidate in seeded order that is unused, distinct and (if asked) clean. */
export function drawFresh(
  construct: ConstructSpec,
  dimension: Dimension,
  used: ReadonlySet<string>,
  usedStems: readonly string[],
  options: { seed: Array<string | number>; clean: boolean },
): FreshItem {
  const unused = pool(construct, dimension, options.seed).filter((item) => !used.has(stemKey(item.stem)));
  if (unused.length === 0) {
    throw new Error(`The offline panel has no unused item left for the dimension "${dimension.name}".`);
  }
  const usedSets = usedStems.map((stem) => new Set(contentStems(stem)));
  const closeness = new Map<FreshItem, number>();
  const closest = (item: FreshItem) => {
    let value = closeness.get(item);
    if (value === undefined) {
      const words = contentStems(item.core ?? item.stem);
      value = usedSets.reduce((max, set) => Math.max(max, jaccard(words, set)), 0);
      closeness.set(item, value);
    }
    return value;
  };
  const clean = (item: FreshItem) => flagsOf(item.stem).length === 0;
  // Stricter than the near-duplicate check first ("I feel that …" / "I find that …" variants of one
  // claim share 3 of 5 content words), then the check's own threshold, then anything unused.
  const tests: Array<(item: FreshItem) => boolean> = [];
  for (const limit of [DISTINCT, DEFAULT_NEAR_DUPLICATE_THRESHOLD]) {
    if (options.clean) tests.push((item) => closest(item) < limit && clean(item));
    tests.push((item) => closest(item) < limit);
  }
  for (const test of tests) {
    const found = unused.find(test);
    if (found) return found;
  }
  return unused[0];
}
