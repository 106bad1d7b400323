import type { Token } from '../text/tokenize';

export interface PhraseHit {
  /** Index of the first token. */
  index: number;
  /** Number of tokens. */
  length: number;
}

const cache = new WeakMap<readonly string[], string[][]>();

/** Phrase lists split into words, longest first; computed once per list. */
function splitPhrases(phrases: readonly string[]): string[][] {
  let split = cache.get(phrases);
  if (!split) {
    split = phrases.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
    cache.set(phrases, split);
  }
  return split;
}

/**
 * Finds every occurrence of the given phrases (lower case, single spaces) in the tokens, longest
 * phrase first at each position, without overlaps. `accept` can veto a hit from its context.
 */
export function findPhrases(
  tokens: Token[],
  phrases: readonly string[],
  accept: (hit: PhraseHit) => boolean = () => true,
): PhraseHit[] {
  const split = splitPhrases(phrases);
  const hits: PhraseHit[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    for (const words of split) {
      if (i + words.length > tokens.length) continue;
      if (!words.every((w, k) => tokens[i + k].lower === w)) continue;
      const hit = { index: i, length: words.length };
      if (!accept(hit)) continue;
      hits.push(hit);
      i += words.length - 1;
      break;
    }
  }
  return hits;
}

/** The original text of a hit. */
export function hitText(text: string, tokens: Token[], hit: PhraseHit): string {
  return text.slice(tokens[hit.index].start, tokens[hit.index + hit.length - 1].end);
}

/** Quoted, de-duplicated list of hit texts: "always", "every". */
export function quoteHits(text: string, tokens: Token[], hits: PhraseHit[]): string {
  return [...new Set(hits.map((h) => `"${hitText(text, tokens, h)}"`))].join(', ');
}

export function hitSpan(tokens: Token[], hit: PhraseHit) {
  return { start: tokens[hit.index].start, end: tokens[hit.index + hit.length - 1].end };
}
