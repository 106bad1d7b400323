import type { Token } from '../text/tokenize';
import { punctuationBetween } from '../text/tokenize';
import { NEGATIVE_WORDS, NEGATORS, NT_CONTRACTION } from './lexicon/negatives';
import type { ItemFlag } from './types';

/** Clause boundaries for the double-negation check: two negations in different clauses are not a double negative. */
const CLAUSE_WORDS = new Set(['and', 'or', 'but', 'because', 'when', 'if', 'although', 'though', 'while', 'whereas', 'so', 'unless']);

/**
 * Indices of negating tokens. Excluded: "not only" (an intensifier: "not only … but also"),
 * "no matter", "no doubt" (idioms without negative meaning for the respondent), and the "nor"
 * of "neither … nor" (one negation, counted once at "neither").
 */
export function negatorIndices(tokens: Token[]): number[] {
  const out: number[] = [];
  let sawNeither = false;
  tokens.forEach((t, i) => {
    const w = t.lower;
    const next = tokens[i + 1]?.lower;
    if (w === 'not' && next === 'only') return;
    if (w === 'no' && (next === 'matter' || next === 'doubt')) return;
    if (w === 'nor' && sawNeither) return;
    if (w === 'neither') sawNeither = true;
    if (NEGATORS.has(w) || NT_CONTRACTION.test(w)) out.push(i);
  });
  return out;
}

function quoteList(tokens: Token[], idx: number[]): string {
  return [...new Set(idx.map((i) => `"${tokens[i].text}"`))].join(', ');
}

/** Negatively worded item: a negation word or n't contraction. */
export function checkNegation(tokens: Token[]): ItemFlag | null {
  const idx = negatorIndices(tokens);
  if (idx.length === 0) return null;
  const first = tokens[idx[0]];
  return {
    code: 'negation',
    message:
      `Negatively worded (${quoteList(tokens, idx)}). Respondents often miss or misread a negation, and negated ` +
      'items tend to form their own method factor; state it positively unless a reversed item is intended.',
    span: { start: first.start, end: first.end },
  };
}

/**
 * Double negative: two negations in the same clause ("I can't say I never …"), or a negation
 * followed within four words by a word that is already negative ("not unhappy", "don't disagree",
 * "never fail to"). The span runs from the first negation to the second.
 */
export function checkDoubleNegation(text: string, tokens: Token[]): ItemFlag | null {
  const negs = negatorIndices(tokens);
  const sameClause = (a: number, b: number) => {
    for (let k = a + 1; k <= b; k += 1) {
      if (punctuationBetween(text, tokens[k - 1], tokens[k])) return false;
      if (k < b && CLAUSE_WORDS.has(tokens[k].lower)) return false;
    }
    return true;
  };
  for (const a of negs) {
    const second =
      negs.find((b) => b > a && sameClause(a, b)) ??
      tokens.findIndex((t, b) => b > a && b <= a + 4 && NEGATIVE_WORDS.has(t.lower) && sameClause(a, b));
    if (second !== undefined && second > a) {
      return {
        code: 'double-negation',
        message:
          `Double negative ("${text.slice(tokens[a].start, tokens[second].end)}"): two negations must be undone ` +
          'in the head before answering, and disagreeing with it is harder still; say it positively.',
        span: { start: tokens[a].start, end: tokens[second].end },
      };
    }
  }
  return null;
}
