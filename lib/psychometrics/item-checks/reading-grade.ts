import { fleschKincaid, textCounts } from '../readability';
import type { ItemFlag } from './types';

/**
 * Grades that one long word adds to a stem of `words` words: replacing a one-syllable word with a
 * three-syllable one adds two syllables, i.e. 11.8 × 2 / words Flesch–Kincaid grades.
 */
export function oneWordAllowance(words: number): number {
  return (11.8 * 2) / words;
}

/**
 * Reading grade above `maxGrade` (default 8, DESIGN.md §3: 7th–8th grade).
 *
 * Flesch–Kincaid was built for passages, not for one sentence of six words. In a single item the
 * syllables-per-word term rests on a handful of words, so one long word moves the grade by
 * 11.8 × 2 / words: 3.9 grades in a 6-word item, 2.4 in a 10-word one, 1.2 in a 20-word one.
 * Flagged on FK alone, "My organization supports me" (12.5), "I find AI output accurate and
 * reliable" (10.7) or "I discuss salary and benefits with my manager" (9.7) would cry wolf.
 * So the flag is raised only when the grade stays above the limit after allowing for one long
 * word, i.e. grade > maxGrade + oneWordAllowance(words): no single word can trigger it, and the
 * allowance shrinks as items get longer and the estimate steadier. The message gives the
 * unadjusted FK grade and names the long words (three or more syllables), which are what to change.
 */
export function checkReadingGrade(text: string, maxGrade: number): ItemFlag | null {
  const counts = textCounts(text);
  const grade = fleschKincaid(counts);
  const { words, polysyllables } = counts;
  if (!(grade > maxGrade + oneWordAllowance(words))) return null;
  const longWords = polysyllables.length > 0 ? ` (long words: ${[...new Set(polysyllables)].join(', ')})` : '';
  return {
    code: 'reading-grade',
    message:
      `Reading level: Flesch–Kincaid grade ${grade.toFixed(1)}, above ${maxGrade} even allowing for one long word` +
      `${longWords}. Respondents should read it easily at a 7th–8th-grade level; use shorter, more common words.`,
  };
}
