import { thirdPerson, tidy } from './words';

/**
 * Rephrase a negated item positively where a simple rule can: "I do not trust" → "I distrust",
 * "AI outputs are not reliable" → "AI outputs are unreliable", "I cannot tell" → "I struggle to
 * tell". Returns null when no rule fits (the writer then draws a fresh item instead).
 */
const VERB_ANTONYMS: Record<string, string> = {
  trust: 'distrust',
  like: 'dislike',
  enjoy: 'dislike',
  agree: 'disagree',
  approve: 'disapprove',
  understand: 'struggle to understand',
  know: 'am unsure',
  believe: 'doubt',
  think: 'doubt',
  want: 'avoid',
  care: 'feel indifferent',
  mind: 'accept',
  worry: 'feel calm',
};

/** Verbs for which "does not V" means "fails to V" without a change of sense. */
const FAIL_VERBS = new Set(['help', 'meet', 'deliver', 'improve', 'adapt', 'learn', 'save', 'support', 'give', 'provide', 'handle', 'work', 'understand', 'respond']);

const ADJECTIVE_ANTONYMS: Record<string, string> = {
  reliable: 'unreliable',
  accurate: 'inaccurate',
  consistent: 'inconsistent',
  sure: 'unsure',
  certain: 'uncertain',
  clear: 'unclear',
  comfortable: 'uncomfortable',
  familiar: 'unfamiliar',
  able: 'unable',
  predictable: 'unpredictable',
  safe: 'at risk',
  secure: 'insecure',
  useful: 'of little use',
  helpful: 'unhelpful',
  happy: 'unhappy',
  fair: 'unfair',
  confident: 'unsure',
  easy: 'hard',
  correct: 'incorrect',
  aware: 'unaware',
  willing: 'unwilling',
  likely: 'unlikely',
  relaxed: 'tense',
  calm: 'uneasy',
  worried: 'calm',
  nervous: 'calm',
  anxious: 'calm',
};

const I_SUBJECT = /^(i|we)$/i;

function verbPhrase(subject: string, aux: string, verb: string, rest: string): string | null {
  const third = /^does$/i.test(aux) || (!I_SUBJECT.test(subject) && !/^do$/i.test(aux));
  const lower = verb.toLowerCase();
  if (lower === 'feel') {
    const [adj, ...more] = rest.split(/\s+/);
    const antonym = ADJECTIVE_ANTONYMS[adj?.toLowerCase() ?? ''];
    if (!antonym) return null;
    return [third ? 'feels' : 'feel', antonym, ...more].join(' ');
  }
  const antonym = VERB_ANTONYMS[lower];
  if (antonym) {
    if (antonym.startsWith('am ')) return I_SUBJECT.test(subject) ? `${antonym} ${rest}` : `is ${antonym.slice(3)} ${rest}`;
    const [head, ...tailWords] = antonym.split(' ');
    return [third ? thirdPerson(head) : head, ...tailWords, rest].join(' ');
  }
  if (FAIL_VERBS.has(lower)) return `${third ? 'fails' : 'fail'} to ${lower} ${rest}`;
  return null;
}

export function dropNegation(stem: string): string | null {
  const text = stem.replace(/[’]/g, "'").replace(/\b(do|does|did)n't\b/gi, '$1 not').replace(/\bcan't\b/gi, 'cannot');
  // "not un-ADJ" (a double negation) → "ADJ"
  const doubled = /\bnot\s+(un|in|dis)([a-z]{4,})\b/i.exec(text);
  if (doubled) return tidy(text.slice(0, doubled.index) + doubled[2] + text.slice(doubled.index + doubled[0].length));

  // SUBJECT do/does not VERB REST
  const aux = /^(.*?\b)([\w']+)\s+(do|does)\s+not\s+(\w+)\s*(.*)$/i.exec(text);
  if (aux) {
    const [, before, subject, auxWord, verb, rest] = aux;
    const phrase = verbPhrase(subject, auxWord, verb, rest);
    return phrase ? tidy(`${before}${subject} ${phrase}`) : null;
  }
  // be not ADJ
  const be = /\b(am|is|are|was|were)\s+not\s+(\w+)/i.exec(text);
  if (be) {
    const antonym = ADJECTIVE_ANTONYMS[be[2].toLowerCase()];
    if (!antonym) return null;
    return tidy(text.slice(0, be.index) + `${be[1]} ${antonym}` + text.slice(be.index + be[0].length));
  }
  // cannot VERB
  const cannot = /^(.*?\b)([\w']+)\s+(cannot|can not)\s+(\w+)/i.exec(text);
  if (cannot) {
    const [whole, before, subject, , verb] = cannot;
    const rest = text.slice(whole.length);
    const phrase = I_SUBJECT.test(subject) ? `struggle to ${verb}` : `is unable to ${verb}`;
    return tidy(`${before}${subject} ${phrase}${rest}`);
  }
  return null;
}
