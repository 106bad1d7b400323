import type { Token } from '../text/tokenize';
import { findPhrases, hitSpan, hitText } from './phrase-match';
import type { ItemFlag } from './types';

/**
 * Phrases that push the respondent towards an answer wherever they appear: appeals to consensus
 * or authority ("everyone knows", "experts agree"), presumptions ("obviously"), and negative
 * questions that expect "yes" ("don't you agree").
 */
const ANYWHERE: readonly string[] = [
  "don't you agree", "don't you think", "wouldn't you agree", "wouldn't you say", "isn't it true",
  "aren't you", "don't you", 'do you agree', 'do you not agree',
  'everyone knows', 'everybody knows', 'as everyone knows', 'as we all know', 'we all know',
  'it is well known', "it's well known", 'most people agree', 'most people know', 'most people think',
  'experts agree', 'research shows', 'studies show', 'science shows', 'any reasonable person',
  'any sensible person', 'obviously', 'undeniably', 'undoubtedly', 'needless to say',
  'it is obvious', "it's obvious", 'it is clear that', "it's clear that", 'it is undeniable',
];

/** Words that are leading only when they open the item ("Clearly, …", "Of course …"); elsewhere they are ordinary ("explains things clearly"). */
const OPENERS: readonly string[] = ['clearly', 'certainly', 'surely', 'naturally', 'of course', 'without a doubt', 'no doubt', 'admittedly'];

/** A tag question at the end: "…, right?", "…, isn't it?", "…, don't you?". */
const TAG_QUESTION = /,\s*(?:right|correct|agreed|isn't it|aren't they|don't you|doesn't it|wouldn't you|won't you|isn't that so)\s*\?\s*$/i;

/**
 * Leading wording: an item that tells the respondent what the right answer is measures
 * compliance rather than the construct.
 */
export function checkLeading(text: string, tokens: Token[]): ItemFlag | null {
  const opener = findPhrases(tokens.slice(0, 3), OPENERS).find((h) => h.index === 0);
  const anywhere = findPhrases(tokens, ANYWHERE)[0];
  const hit = opener ?? anywhere;
  if (hit) {
    return {
      code: 'leading',
      message:
        `Leading wording ("${hitText(text, tokens, hit)}"): it signals which answer is expected, so agreement ` +
        'measures deference as much as the attitude; state the content neutrally.',
      span: hitSpan(tokens, hit),
    };
  }
  const tag = TAG_QUESTION.exec(text);
  if (tag) {
    return {
      code: 'leading',
      message:
        `Leading tag question ("${tag[0].replace(/^,\s*/, '').trim()}"): it asks the respondent to confirm rather ` +
        'than to judge; write a plain statement.',
      span: { start: tag.index + tag[0].indexOf(tag[0].replace(/^,\s*/, '')), end: tag.index + tag[0].length },
    };
  }
  return null;
}
