import type { Token } from '../text/tokenize';
import { punctuationBetween } from '../text/tokenize';
import { BINOMIALS } from './lexicon/binomials';
import { AUXILIARIES, NOUN_VERBS, verbOf } from './lexicon/verbs';
import {
  ADJECTIVES,
  ADJECTIVE_SUFFIX,
  ADJECTIVE_SUFFIX_EXCEPTIONS,
  CLAUSE_OPENERS,
  ING_NOUNS,
  LINKING_ADVERBS,
  NUMBER_WORDS,
  OBJECT_STARTERS,
  PREPOSITIONS,
  SUBJECT_CONTRACTIONS,
  SUBJECT_PRONOUNS,
} from './lexicon/words';
import type { ItemFlag } from './types';

/*
 * How "I enjoy learning and using new AI tools" is told apart from "I get through busy weeks by
 * trial and error".
 *
 * An item is double-barreled when one answer has to cover two claims, so that someone who agrees
 * with one and not the other cannot answer. In English that is, above all, a coordinating
 * conjunction (and, or, but, nor, as well as) joining two *predicates*: two actions, two
 * qualities, or two whole clauses. A conjunction that joins two nouns is usually something else:
 * a fixed binomial that names one idea ("trial and error", "pros and cons", "health and safety"),
 * or the two nouns of a prepositional phrase that only sets the scene ("by trial and error",
 * "feedback and support from my team"). So for every conjunction we look at the words on each side
 * (L and R, skipping linking adverbs like "also") and decide without a parser, using a small
 * lexicon (lexicon/verbs.ts, lexicon/words.ts, lexicon/binomials.ts) and word order:
 *
 *  0. Not a coordination of claims: the conjunction is part of a listed binomial or set phrase
 *     ("trial and error", "more or less"), sits in a "between X and Y" range, joins numbers
 *     ("once or twice"), or starts the item.
 *  1. Two clauses: R is a subject pronoun, a contraction with one ("and I", "but it's") or a
 *     second "that"/"whether", and the part before the conjunction already has a verb ("I like my
 *     job and I use AI daily", "I feel that AI is fair and that it treats me well").
 *  2. Two actions: R is a verb form: an -ing or -ed form, an irregular form, or a base form that is
 *     only a verb ("avoid", "replace"). Base forms that are as often nouns ("support", "use",
 *     "benefits") count as verbs only when L is itself clearly a verb ("I trust and use"), when R
 *     takes an object ("… and support my team"), or after "but". An -ing form inside a
 *     prepositional phrase with nothing after it is a gerund noun ("for research and writing"),
 *     not a second action. Actions are flagged when L is a verb or adjective, or when the clause
 *     already has a verb before L ("I use email and avoid chat").
 *  3. Two qualities: L and R are both adjectives or participles used as predicates ("fair and
 *     supportive", "valued and respected at work"). Adjectives placed before their noun ("simple
 *     and repeated tasks") narrow down one set of things and are left alone.
 *  4. Explicit pairs: "both … and", "either … or", "neither … nor", "not only … but also".
 *  5. Two subjects: the conjunction comes before the item's first verb in an item that opens with
 *     its subject ("My salary and benefits are fair"), except for "… and I" ("My manager and I
 *     agree …": the respondent is one of the two).
 * A noun joined to a noun after the verb ("I discuss salary and benefits with my manager") is not
 * flagged: such pairs are too often one referent to flag without real parsing. That is the main
 * known miss; the linguistic reviewer's clarity criterion covers it.
 */

const CONJUNCTIONS = new Set(['and', 'or', 'but', 'nor']);
/** Degree words skipped before the second conjunct: "faster and more accurate". */
const INTENSIFIERS = new Set(['more', 'less', 'very', 'quite', 'so', 'too', 'fairly', 'rather', 'somewhat', 'much']);
const PAIR_OPENERS: Record<string, string> = { both: 'and', either: 'or', neither: 'nor' };

interface Coordination {
  /** Index of the first token of the conjunction. */
  conj: number;
  /** Number of tokens the conjunction spans ("as well as" is 3). */
  width: number;
  word: string;
}

function isVerbish(t: Token | undefined): boolean {
  return t !== undefined && verbOf(t.lower) !== null;
}

function isAdjective(word: string): boolean {
  if (ADJECTIVES.has(word)) return true;
  // comparatives of listed adjectives: "faster", "easier", "safer"
  if (word.endsWith('er') && (ADJECTIVES.has(word.slice(0, -2)) || ADJECTIVES.has(word.slice(0, -1)) || (word.endsWith('ier') && ADJECTIVES.has(`${word.slice(0, -3)}y`)))) {
    return true;
  }
  if (ADJECTIVE_SUFFIX_EXCEPTIONS.has(word)) return false;
  if (ADJECTIVE_SUFFIX.test(word) && word.length > 5) return true;
  const v = verbOf(word);
  return v !== null && (v.form === 'ed' || (v.form === 'irregular' && word.endsWith('en')));
}

const BINOMIAL_WORDS = BINOMIALS.map((phrase) => phrase.split(' '));

function binomialCovers(tokens: Token[], conj: number): boolean {
  for (const words of BINOMIAL_WORDS) {
    for (let w = 0; w < words.length; w += 1) {
      if (words[w] !== tokens[conj].lower) continue;
      const start = conj - w;
      if (start < 0 || start + words.length > tokens.length) continue;
      if (words.every((word, k) => tokens[start + k].lower === word)) return true;
    }
  }
  return false;
}

function findCoordinations(tokens: Token[]): Coordination[] {
  const out: Coordination[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const w = tokens[i].lower;
    if (w === 'as' && tokens[i + 1]?.lower === 'well' && tokens[i + 2]?.lower === 'as') {
      out.push({ conj: i, width: 3, word: 'as well as' });
      i += 2;
    } else if (CONJUNCTIONS.has(w)) {
      // "and/or" is one conjunction
      if (w === 'and' && tokens[i + 1]?.lower === 'or') {
        out.push({ conj: i, width: 2, word: 'and/or' });
        i += 1;
      } else {
        out.push({ conj: i, width: 1, word: w });
      }
    }
  }
  return out;
}

/** True if a verb occurs in tokens[from..to) with no clause punctuation after it. */
function verbBetween(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k += 1) {
    const t = tokens[k];
    // finite verbs only: an -ing form alone is a gerund or participle ("Training and …")
    if (AUXILIARIES.has(t.lower) || (isVerbish(t) && verbOf(t.lower)?.form !== 'ing')) {
      // a verb right after a determiner or possessive is a noun ("my work", "the change")
      const prev = tokens[k - 1]?.lower;
      if (prev && OBJECT_STARTERS.has(prev) && prev !== 'it' && prev !== 'them' && prev !== 'me' && prev !== 'us') continue;
      return true;
    }
  }
  return false;
}

/** Index where the clause containing token `i` starts (after clause punctuation or a subordinator). */
function clauseStart(text: string, tokens: Token[], i: number): number {
  for (let k = i; k > 0; k -= 1) {
    if (punctuationBetween(text, tokens[k - 1], tokens[k])) return k;
    if (CLAUSE_OPENERS.has(tokens[k].lower) || tokens[k].lower === 'that') return k + 1;
  }
  return 0;
}

/** Is L clearly a verb here? (-ing/-ed/irregular form, or a base form after a subject, auxiliary or "to"). */
function leftIsVerb(tokens: Token[], l: number): boolean {
  const t = tokens[l];
  const v = verbOf(t.lower);
  if (!v || ING_NOUNS.has(t.lower)) return false;
  const prev = tokens[l - 1]?.lower;
  // an -ing form right after a preposition is a gerund noun: "access to training and support"
  if (v.form === 'ing') return prev === undefined || !PREPOSITIONS.has(prev);
  if (v.form === 'irregular') return true;
  const afterSubject = prev !== undefined && (SUBJECT_PRONOUNS.has(prev) || AUXILIARIES.has(prev) || LINKING_ADVERBS.has(prev) || /ly$/.test(prev));
  if (v.form === 'ed') return afterSubject || !OBJECT_STARTERS.has(prev ?? '');
  if (NOUN_VERBS.has(v.base)) return afterSubject;
  return afterSubject || !OBJECT_STARTERS.has(prev ?? '');
}

/** Is token `l` inside a prepositional phrase (a preposition between it and the last verb)? */
function inPrepositionalPhrase(tokens: Token[], l: number, clauseFrom: number): boolean {
  for (let k = l - 1; k >= clauseFrom; k -= 1) {
    const w = tokens[k].lower;
    if (w === 'to' && isVerbish(tokens[k + 1])) return false; // infinitive marker
    if (isVerbish(tokens[k]) && !PREPOSITIONS.has(w)) return false;
    if (PREPOSITIONS.has(w)) return true;
  }
  return false;
}

/**
 * Is the adjective at `r` attributive, i.e. followed directly by the noun it modifies ("simple and
 * repeated tasks")? Coordinated attributive adjectives narrow down one set of things rather than
 * making two claims, so they are not flagged; predicative ones ("fair and supportive",
 * "valued and respected at work") are.
 */
function attributive(text: string, tokens: Token[], r: number): boolean {
  const next = tokens[r + 1];
  if (!next || punctuationBetween(text, tokens[r], next)) return false;
  const w = next.lower;
  if (PREPOSITIONS.has(w) || CONJUNCTIONS.has(w) || CLAUSE_OPENERS.has(w) || LINKING_ADVERBS.has(w)) return false;
  if (w === 'that' || w === 'enough' || w === 'too' || /ly$/.test(w)) return false;
  return true;
}

type Kind = 'clauses' | 'actions' | 'qualities' | 'pair' | 'subjects';

function classify(text: string, tokens: Token[], c: Coordination): { kind: Kind; l: number; r: number } | null {
  const l = c.conj - 1;
  let r = c.conj + c.width;
  if (l < 0 || r >= tokens.length) return null;
  if (binomialCovers(tokens, c.conj)) return null;
  const L = tokens[l];
  const from = clauseStart(text, tokens, l);

  // skip linking adverbs after the conjunction ("and also", "but still", "and then quickly")
  while (r < tokens.length - 1 && (LINKING_ADVERBS.has(tokens[r].lower) || INTENSIFIERS.has(tokens[r].lower) || /^\w+ly$/.test(tokens[r].lower))) r += 1;
  // "to learn and to use": look past the second "to"
  if (tokens[r].lower === 'to' && isVerbish(tokens[r + 1])) r += 1;
  const R = tokens[r];

  // 0. not a coordination of two claims
  for (let k = Math.max(0, c.conj - 5); k < c.conj; k += 1) if (tokens[k].lower === 'between') return null;
  if (/^\d/.test(L.lower) || /^\d/.test(R.lower) || NUMBER_WORDS.has(L.lower) || NUMBER_WORDS.has(R.lower)) return null;

  // 4. explicit pairs
  const opener = tokens.slice(Math.max(0, c.conj - 6), c.conj).find((t) => PAIR_OPENERS[t.lower] === c.word);
  if (opener) return { kind: 'pair', l, r };
  if (c.word === 'but' && R.lower === 'also' && tokens.slice(0, c.conj).some((t, k) => t.lower === 'not' && tokens[k + 1]?.lower === 'only')) {
    return { kind: 'pair', l, r };
  }

  const leftHasVerb = verbBetween(tokens, from, c.conj);

  // 1. two clauses (also "… that X and that Y")
  if ((SUBJECT_PRONOUNS.has(R.lower) || SUBJECT_CONTRACTIONS.test(R.lower) || R.lower === 'that' || R.lower === 'whether') && leftHasVerb) {
    return { kind: 'clauses', l, r };
  }

  // 3. two qualities
  const lAdj = isAdjective(L.lower);
  const rAdj = isAdjective(R.lower);
  if (lAdj && rAdj && !attributive(text, tokens, r)) return { kind: 'qualities', l, r };

  // 2. two actions
  const rv = verbOf(R.lower);
  const lVerb = leftIsVerb(tokens, l);
  if (rv && !ING_NOUNS.has(R.lower) && !SUBJECT_PRONOUNS.has(R.lower)) {
    const next = tokens[r + 1]?.lower;
    const takesObject = next !== undefined && OBJECT_STARTERS.has(next);
    let isVerb: boolean;
    if (rv.form === 'ing') {
      // "for research and writing" (gerund noun) vs "about learning and using new tools" (verb phrase)
      const gerundNoun = inPrepositionalPhrase(tokens, l, from) && (next === undefined || PREPOSITIONS.has(next) || CONJUNCTIONS.has(next));
      isVerb = !gerundNoun;
    } else if (rv.form === 'base' || rv.form === 's') {
      isVerb = !NOUN_VERBS.has(rv.base) || lVerb || takesObject || c.word === 'but';
    } else {
      isVerb = true;
    }
    // "simple and repeated tasks", "new and existing tools": participles used as adjectives before a noun
    if (isVerb && lAdj && !lVerb && rv.form !== 'base' && rv.form !== 's' && attributive(text, tokens, r)) isVerb = false;
    if (isVerb && (lVerb || lAdj || leftHasVerb || c.word === 'but')) return { kind: 'actions', l, r };
  } else if (!rv && lVerb && tokens[r + 1] && OBJECT_STARTERS.has(tokens[r + 1].lower) && !OBJECT_STARTERS.has(R.lower) && !PREPOSITIONS.has(R.lower)) {
    // an unknown word between a clear verb and an object is a verb too: "replace or deskill my job"
    return { kind: 'actions', l, r };
  }

  // 5. two subjects, before the item's first verb
  const opensWithSubject = !CLAUSE_OPENERS.has(tokens[0].lower) && !PREPOSITIONS.has(tokens[0].lower);
  if (opensWithSubject && from === 0 && !leftHasVerb && R.lower !== 'i' && L.lower !== 'i' && verbBetween(tokens, r, tokens.length)) {
    return { kind: 'subjects', l, r };
  }
  return null;
}

const WHAT: Record<Kind, string> = {
  clauses: 'two statements',
  actions: 'two actions',
  qualities: 'two qualities',
  pair: 'two things',
  subjects: 'two subjects',
};

/**
 * Possible double-barreled item: a conjunction that joins two predicates, clauses or subjects.
 * Returns at most one flag, for the first such conjunction.
 */
export function checkDoubleBarreled(text: string, tokens: Token[]): ItemFlag | null {
  for (const c of findCoordinations(tokens)) {
    const hit = classify(text, tokens, c);
    if (!hit) continue;
    const last = tokens[c.conj + c.width - 1];
    return {
      code: 'double-barreled',
      message:
        `Possibly double-barreled: "${c.word}" joins ${WHAT[hit.kind]} ("${tokens[hit.l].text}" … "${tokens[hit.r].text}"). ` +
        'Someone who agrees with one part but not the other cannot answer; consider splitting it into two items.',
      span: { start: tokens[c.conj].start, end: last.end },
    };
  }
  return null;
}
