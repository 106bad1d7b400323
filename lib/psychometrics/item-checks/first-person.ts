import type { Token } from '../text/tokenize';
import { isIrregularPast, verbOf } from './lexicon/verbs';
import type { ItemFlag } from './types';

const FIRST_PERSON = new Set([
  'i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll",
  'we', 'us', 'our', 'ours', 'ourselves', "we're", "we've", "we'd", "we'll",
]);
const SUBJECTS = new Set(['i', 'we']);
/** Adverbs that may stand between the subject and its verb: "I really enjoyed", "I always felt". */
const BETWEEN = new Set(['really', 'always', 'never', 'often', 'sometimes', 'usually', 'just', 'also', 'still', 'once', 'first', 'already', 'actually', 'truly']);
/** A stated recall period makes the past tense correct: "In the past month, I used …". */
const RECALL_PERIOD = /\b(?:(?:in|during|over|for) the (?:past|last|previous)|last (?:week|month|year|quarter|shift)|yesterday|ago|when I (?:started|joined|began))\b/i;

/**
 * Self-report Likert items should be statements by the respondent about the present:
 *  - person: flagged when the stem has no first-person word (I, me, my; "we/our" count too, as
 *    team-referent items are legitimately plural). "AI will change every job" asks for an opinion
 *    about the world, not a self-report.
 *  - tense: flagged when the first-person subject is directly followed (allowing one adverb) by a
 *    past-tense verb: an irregular past ("I felt", "I was") or an -ed form of a verb in the lexicon
 *    ("I worried", "I used to"). Items with a stated recall period ("in the past month") are left
 *    alone. Past tense is recognised only after "I"/"we", and only for listed verbs, so "My manager
 *    supported me" is not caught; future and conditional ("I will", "I would") are not flagged.
 * At most one flag: the person problem first.
 */
export function checkFirstPerson(text: string, tokens: Token[]): ItemFlag | null {
  if (!tokens.some((t) => FIRST_PERSON.has(t.lower))) {
    return {
      code: 'not-first-person',
      message:
        'Not in the first person (no "I", "me" or "my"): a self-report item should be a statement the respondent ' +
        'makes about themself, e.g. "I …"; as written it asks for a view about others or the world.',
    };
  }
  if (RECALL_PERIOD.test(text)) return null;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    if (!SUBJECTS.has(tokens[i].lower)) continue;
    let v = i + 1;
    if (BETWEEN.has(tokens[v].lower) || /ly$/.test(tokens[v].lower)) v += 1;
    const verb = tokens[v];
    if (!verb) continue;
    const match = verbOf(verb.lower);
    const past = isIrregularPast(verb.lower) || (match !== null && match.form === 'ed');
    if (past) {
      return {
        code: 'not-first-person',
        message:
          `Past tense ("${text.slice(tokens[i].start, verb.end)}"): attitude items should describe how the respondent ` +
          'thinks or feels now; put it in the present tense, or state the period asked about.',
        span: { start: tokens[i].start, end: verb.end },
      };
    }
  }
  return null;
}
