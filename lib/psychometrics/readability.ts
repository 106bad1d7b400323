import { syllable } from 'syllable';
import { PsychometricInputError } from './errors';
import { describe } from './numbers';
import { tokenize } from './text/tokenize';

/** Syllables a spelled-out letter takes ("W" is "dou-ble-you"). */
function letterSyllables(letter: string): number {
  return letter === 'w' ? 3 : 1;
}

/**
 * Syllables of one word. Counting is delegated to the maintained `syllable` package (wooorm),
 * except for acronyms written in capitals of two to four letters (AI, HR, CEO), which are read
 * letter by letter ("A-I" is two syllables, which `syllable` counts as one). Hyphenated words are
 * counted part by part.
 */
export function countSyllables(word: string): number {
  let total = 0;
  // hyphenated words part by part ("AI-based" = A-I + based); contractions stay whole ("don't" = 1)
  for (const part of word.split('-')) {
    if (part.length === 0) continue;
    if (/^[A-Z]{2,4}s?$/.test(part)) {
      for (const ch of part.replace(/s$/, '').toLowerCase()) total += letterSyllables(ch);
    } else if (/^\d+$/.test(part)) {
      total += part.length; // a rough reading of a number: one syllable per digit
    } else {
      total += Math.max(1, cachedSyllables(part));
    }
  }
  return Math.max(1, total);
}

/** Word → syllable count, bounded so a long-running server does not grow it without limit. */
const syllableCache = new Map<string, number>();
const SYLLABLE_CACHE_SIZE = 20_000;

function cachedSyllables(word: string): number {
  const key = word.toLowerCase();
  let n = syllableCache.get(key);
  if (n === undefined) {
    n = syllable(key);
    if (syllableCache.size >= SYLLABLE_CACHE_SIZE) syllableCache.clear();
    syllableCache.set(key, n);
  }
  return n;
}

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
  /** Words of three or more syllables (the "complex" words of Gunning's fog index and SMOG). */
  polysyllables: string[];
}

/** Word, sentence and syllable counts. A text with no sentence-ending mark is one sentence. */
export function textCounts(text: string): TextCounts {
  const tokens = tokenize(text);
  const sentenceEnds = text.match(/[.!?]+(?=\s|$)/g)?.length ?? 0;
  const trailing = /[.!?]+\s*$/.test(text);
  const sentences = Math.max(1, sentenceEnds + (trailing ? 0 : 1));
  let syllables = 0;
  const polysyllables: string[] = [];
  for (const t of tokens) {
    const n = countSyllables(t.text);
    syllables += n;
    if (n >= 3) polysyllables.push(t.text);
  }
  return { words: tokens.length, sentences, syllables, polysyllables };
}

/**
 * Flesch–Kincaid grade level (Kincaid, Fishburne, Rogers & Chissom, 1975):
 *   0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59
 * returned unrounded and unclamped (short, plain sentences score below 0, as in other tools).
 * The grade of a single short item is unstable: one long word moves it by several grades, which
 * is why the reading-grade check asks for more than the grade alone on short items.
 * Throws PsychometricInputError when the text has no words.
 */
export function readingGrade(text: string): number {
  if (typeof text !== 'string') {
    throw new PsychometricInputError('text', `text = ${describe(text)} is not a string`);
  }
  return fleschKincaid(textCounts(text));
}

/** Flesch–Kincaid grade from counts already made (see readingGrade). */
export function fleschKincaid({ words, sentences, syllables }: Pick<TextCounts, 'words' | 'sentences' | 'syllables'>): number {
  if (words === 0) {
    throw new PsychometricInputError('text', 'text has no words, so it has no reading grade');
  }
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}
