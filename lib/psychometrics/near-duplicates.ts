import { stemmer } from 'stemmer';
import { PsychometricInputError } from './errors';
import { atLeast, describe, requireFinite } from './numbers';
import { expandContraction, STOP_WORDS } from './text/stop-words';
import { tokenize } from './text/tokenize';

/**
 * Default similarity at or above which two stems are reported as near-duplicates. Similarity is
 * the Jaccard index of the two sets of stemmed content words, so .65 means: two items of five
 * content words that share four (4/6 = .67) are reported, two items of four content words that
 * differ in one (3/5 = .60: "I trust AI tools at work" / "I use AI tools at work") are not.
 */
export const DEFAULT_NEAR_DUPLICATE_THRESHOLD = 0.65;

export interface NearDuplicatePair {
  /** Index of the first stem (a < b within one pool). */
  a: number;
  /** Index of the second stem. */
  b: number;
  /** Jaccard similarity of the stemmed content-word sets, 0..1. */
  similarity: number;
}

/**
 * The normalised, stemmed content words of a stem, as a set: lower-cased, contractions expanded
 * ("don't" → "do not", keeping the negation), stop words removed, each word reduced with the
 * Porter (1980) stemmer (`stemmer` package), so "replacing"/"replaced"/"replace" match.
 */
export function contentStems(stem: string): string[] {
  const out = new Set<string>();
  for (const token of tokenize(stem)) {
    for (const part of token.lower.split('-')) {
      for (const word of expandContraction(part)) {
        if (word.length === 0 || STOP_WORDS.has(word)) continue;
        out.add(stemmer(word));
      }
    }
  }
  return [...out].sort();
}

/** Jaccard index |A ∩ B| / |A ∪ B| of two sorted, duplicate-free arrays; 0 when either is empty. */
function jaccardSorted(a: number[], b: number[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return shared / (a.length + b.length - shared);
}

/** Similarity of two stems (0..1), as used by findNearDuplicates. */
export function stemSimilarity(a: string, b: string): number {
  const vocabulary = new Map<string, number>();
  return jaccardSorted(encode(contentStems(requireStem(a, 'a')), vocabulary), encode(contentStems(requireStem(b, 'b')), vocabulary));
}

function encode(stems: string[], vocabulary: Map<string, number>): number[] {
  const ids = stems.map((s) => {
    let id = vocabulary.get(s);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(s, id);
    }
    return id;
  });
  return ids.sort((x, y) => x - y);
}

function requireStem(value: unknown, field: string): string {
  if (typeof value !== 'string') {
    throw new PsychometricInputError(field, `${field} = ${describe(value)} is not a string`);
  }
  return value;
}

function requireThreshold(threshold: unknown): number {
  const t = requireFinite(threshold, 'threshold');
  if (t <= 0 || t > 1) {
    throw new PsychometricInputError('threshold', `threshold = ${t} is outside (0, 1]`);
  }
  return t;
}

function requireStems(stems: unknown, field: string): string[] {
  if (!Array.isArray(stems)) {
    throw new PsychometricInputError(field, `${field} must be an array of strings, got ${describe(stems)}`);
  }
  return stems.map((s: unknown, i) => requireStem(s, `${field}[${i}]`));
}

/** Sorts pairs most similar first, then by indices, so the order is stable. */
function bySimilarity(x: NearDuplicatePair, y: NearDuplicatePair): number {
  return y.similarity - x.similarity || x.a - y.a || x.b - y.b;
}

/**
 * Pairs of near-duplicate stems within one pool: every pair (a < b) whose similarity is at least
 * `threshold` (default DEFAULT_NEAR_DUPLICATE_THRESHOLD), most similar first. Stems with no
 * content words are never paired. Synonyms are not matched ("worry" vs "fear"): only shared
 * word stems count.
 */
export function findNearDuplicates(stems: string[], threshold: number = DEFAULT_NEAR_DUPLICATE_THRESHOLD): NearDuplicatePair[] {
  const pool = requireStems(stems, 'stems');
  const t = requireThreshold(threshold);
  const vocabulary = new Map<string, number>();
  const sets = pool.map((s) => encode(contentStems(s), vocabulary));
  return similarPairs(sets, sets, t, (a) => a + 1);
}

/**
 * Near-duplicates of a pool against a reference set (e.g. the items of earlier runs of the same
 * construct): `a` indexes `stems`, `b` indexes `reference`.
 */
export function findNearDuplicatesAgainst(
  stems: string[],
  reference: string[],
  threshold: number = DEFAULT_NEAR_DUPLICATE_THRESHOLD,
): NearDuplicatePair[] {
  const pool = requireStems(stems, 'stems');
  const ref = requireStems(reference, 'reference');
  const t = requireThreshold(threshold);
  const vocabulary = new Map<string, number>();
  const poolSets = pool.map((s) => encode(contentStems(s), vocabulary));
  const refSets = ref.map((s) => encode(contentStems(s), vocabulary));
  return similarPairs(poolSets, refSets, t, () => 0);
}

/** Every pair (a of `left`, b ≥ firstB(a) of `right`) at least `t` similar, most similar first. */
function similarPairs(left: number[][], right: number[][], t: number, firstB: (a: number) => number): NearDuplicatePair[] {
  const pairs: NearDuplicatePair[] = [];
  for (let a = 0; a < left.length; a += 1) {
    for (let b = firstB(a); b < right.length; b += 1) {
      const similarity = jaccardSorted(left[a], right[b]);
      if (atLeast(similarity, t) && similarity > 0) pairs.push({ a, b, similarity });
    }
  }
  return pairs.sort(bySimilarity);
}
