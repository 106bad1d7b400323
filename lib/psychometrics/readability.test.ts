import { describe, expect, it } from 'vitest';
import { PsychometricInputError } from './errors';
import { countSyllables, readingGrade, textCounts } from './readability';

// Flesch–Kincaid grade level (Kincaid, Fishburne, Rogers & Chissom, 1975, Naval Technical
// Training Command report 8-75): 0.39 · words/sentences + 11.8 · syllables/words − 15.59.

describe('readingGrade', () => {
  it('matches a hand computation for one sentence of one-syllable words', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39·6 + 11.8·1 − 15.59 = −1.45
    expect(readingGrade('The cat sat on the mat.')).toBeCloseTo(-1.45, 10);
  });

  it('counts sentences, and reads acronyms letter by letter', () => {
    // "I like my job. I use AI daily." 8 words, 2 sentences, syllables 1+1+1+1+1+1+2 (A-I)+2 (dai-ly) = 10
    // 0.39·4 + 11.8·1.25 − 15.59 = 0.72
    expect(textCounts('I like my job. I use AI daily.')).toMatchObject({ words: 8, sentences: 2, syllables: 10 });
    expect(readingGrade('I like my job. I use AI daily.')).toBeCloseTo(0.72, 10);
  });

  it('matches a hand computation for a workplace item', () => {
    // "My organization supports me": 4 words, 1 + 5 + 2 + 1 = 9 syllables
    // 0.39·4 + 11.8·9/4 − 15.59 = 1.56 + 26.55 − 15.59 = 12.52
    expect(readingGrade('My organization supports me')).toBeCloseTo(12.52, 10);
  });

  it('treats a text without a final full stop as one sentence', () => {
    expect(readingGrade('The cat sat on the mat')).toBeCloseTo(readingGrade('The cat sat on the mat.'), 12);
  });

  it('rejects text without words instead of returning NaN', () => {
    expect(() => readingGrade('')).toThrow(PsychometricInputError);
    expect(() => readingGrade(' … ')).toThrow('text has no words');
    expect(() => readingGrade(42 as unknown as string)).toThrow('text = 42 is not a string');
  });
});

describe('countSyllables', () => {
  it.each([
    ['AI', 2],
    ['HR', 2],
    ['CEO', 3],
    ['job', 1],
    ['organization', 5],
    ['AI-based', 3],
  ])('%s has %i syllables', (word, n) => {
    expect(countSyllables(word)).toBe(n);
  });
});
