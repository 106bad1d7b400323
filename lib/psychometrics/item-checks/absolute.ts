import type { Token } from '../text/tokenize';
import { NT_CONTRACTION } from './lexicon/negatives';
import { findPhrases, hitSpan, quoteHits } from './phrase-match';
import type { ItemFlag } from './types';

/** Absolute terms (DESIGN.md §4: always/never/all/none/every) and their close relatives. */
export const ABSOLUTE_TERMS: readonly string[] = [
  'always', 'never', 'all', 'none', 'every', 'everyone', 'everybody', 'everything', 'everywhere',
  'nobody', 'nothing', 'no one', 'completely', 'totally', 'entirely', 'absolutely', 'constantly',
  'forever', 'at all times', 'without exception', 'under no circumstances', 'in every case',
];

/** Idioms that contain an absolute word but make no absolute claim. */
const IDIOMS = [
  'after all', 'all in all', 'all right', 'all the same', 'first of all', 'above all',
  // consensus appeals are reported once, by the leading check
  'we all know', 'everyone knows', 'everybody knows',
];

/**
 * Absolute wording: few people can endorse "always" or "every", so such items pile up at the
 * bottom of the scale and discriminate poorly. Not flagged: idioms ("after all", "at all") and
 * a negated absolute ("not always", "don't always"), which is a hedge rather than an absolute.
 */
export function checkAbsolute(text: string, tokens: Token[]): ItemFlag | null {
  const idioms = findPhrases(tokens, IDIOMS);
  const inIdiom = (i: number) => idioms.some((h) => i >= h.index && i < h.index + h.length);
  const hits = findPhrases(tokens, ABSOLUTE_TERMS, ({ index }) => {
    if (inIdiom(index)) return false;
    const prev = tokens[index - 1]?.lower;
    // "not at all" / "at all" is an intensifier, but "at all times" is matched as a phrase first
    if (tokens[index].lower === 'all' && prev === 'at') return false;
    return !(prev === 'not' || (prev !== undefined && NT_CONTRACTION.test(prev)));
  });
  if (hits.length === 0) return null;
  return {
    code: 'absolute',
    message:
      `Absolute wording (${quoteHits(text, tokens, hits)}): almost no one can agree that something holds always or for ` +
      'everyone, so answers bunch at one end and the item tells people apart poorly; soften it or drop the absolute.',
    span: hitSpan(tokens, hits[0]),
  };
}
