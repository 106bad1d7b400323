import type { Token } from '../text/tokenize';
import { findPhrases, hitSpan, quoteHits } from './phrase-match';
import type { ItemFlag } from './types';

/** Vague quantifiers and frequency words (DESIGN.md §4: often/sometimes/many/most). */
export const VAGUE_QUANTIFIERS: readonly string[] = [
  'often', 'sometimes', 'many', 'most', 'few', 'several', 'some', 'usually', 'frequently',
  'occasionally', 'rarely', 'seldom', 'regularly', 'generally', 'typically', 'normally', 'lots',
  'plenty', 'numerous', 'various', 'much of', 'a lot', 'a few', 'a little', 'a bit', 'quite a few',
  'a number of', 'a great deal', 'from time to time', 'now and then', 'every so often',
  'more often than not', 'hardly ever', 'once in a while',
];

/** Words that make the next adjective or adverb a superlative: "the most useful", "most likely". */
const SUPERLATIVE_BEFORE = new Set(['the', 'a', 'my', 'our', 'your', 'their', 'his', 'her', 'its']);
const ADJECTIVE_ENDING = /(?:ly|ful|ive|ant|ent|able|ible|al|ous|ic|ing|ed|est)$/;

/**
 * Vague quantifier: "often", "many", "some" mean different amounts to different people, and with
 * agree–disagree anchors the respondent has to rate a frequency and an opinion at once. Not
 * flagged: "most" as a superlative ("the most useful tool", "most important").
 */
export function checkVagueQuantifier(text: string, tokens: Token[]): ItemFlag | null {
  const hits = findPhrases(tokens, VAGUE_QUANTIFIERS, ({ index, length }) => {
    if (length !== 1 || tokens[index].lower !== 'most') return true;
    const prev = tokens[index - 1]?.lower;
    const next = tokens[index + 1]?.lower;
    if (prev !== undefined && SUPERLATIVE_BEFORE.has(prev)) return false;
    return !(next !== undefined && next !== 'of' && ADJECTIVE_ENDING.test(next));
  });
  if (hits.length === 0) return null;
  return {
    code: 'vague-quantifier',
    message:
      `Vague quantifier (${quoteHits(text, tokens, hits)}): people read "often" or "many" as different amounts, and ` +
      'agreeing with a frequency mixes how often with how much one agrees; drop it or name a concrete amount.',
    span: hitSpan(tokens, hits[0]),
  };
}
