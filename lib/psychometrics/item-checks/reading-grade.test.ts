import { describe, expect, it } from 'vitest';
import { readingGrade } from '../readability';
import { checkItem } from './check-item';
import { oneWordAllowance } from './reading-grade';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Flesch–Kincaid grade (Kincaid et al., 1975) above 8 (DESIGN.md §3: 7th–8th grade).
const HARD: string[] = [
  'I appreciate the transparency of algorithmic decisions in my workplace',
  'Generative AI undermines my professional autonomy',
  'I feel apprehensive about automation',
  'I am apprehensive that organizational adoption of artificial intelligence will diminish my professional responsibilities',
  'Algorithmic management reduces my discretionary decision-making authority',
  'I consider artificial intelligence indispensable for analytical activities',
];
const EASY: string[] = [
  'I feel confident using AI tools at work',
  'AI makes my job easier',
  'I trust the answers that AI tools give me',
  'I like to try new AI tools when I have time for it at work',
  // short items whose long words give a high but unstable grade (allowance 11.8 · 2 / words)
  'My organization supports me', // FK 12.5 ≤ 8 + 5.9
  'My supervisor is fair and supportive', // FK 8.4 ≤ 8 + 3.9
  'I discuss salary and benefits with my manager', // FK 9.7 ≤ 8 + 3.0
  'I find AI output accurate and reliable', // FK 10.7 ≤ 8 + 3.4
];

describe('checkItem: reading-grade', () => {
  it.each(HARD)('flags "%s"', (stem) => {
    const flag = expectFlagged(stem, 'reading-grade');
    expect(flag.message).toContain(`Flesch–Kincaid grade ${readingGrade(stem).toFixed(1)}, above 8 even allowing for one long word`);
    expect(flag.message).toMatch(/long words: /);
  });
  it.each(EASY)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'reading-grade');
  });

  it('allows for one long word: the flag needs grade > limit + 11.8 · 2 / words', () => {
    // "My supervisor is fair and supportive": 6 words, 1+4+1+1+1+3 = 11 syllables
    // FK = 0.39·6 + 11.8·11/6 − 15.59 = 8.38, above 8 but not above 8 + 23.6/6 = 11.93
    expect(readingGrade('My supervisor is fair and supportive')).toBeCloseTo(8.3833, 3);
    expect(oneWordAllowance(6)).toBeCloseTo(3.9333, 3);
    // "I feel apprehensive about automation": 5 words, 1+1+4+2+4 = 12 syllables
    // FK = 0.39·5 + 11.8·12/5 − 15.59 = 14.68 > 8 + 23.6/5 = 12.72 → flagged
    expect(readingGrade('I feel apprehensive about automation')).toBeCloseTo(14.68, 2);
    expect(oneWordAllowance(5)).toBeCloseTo(4.72, 10);
  });

  it('honours maxGrade', () => {
    const stem = 'I think that the AI tools my team uses every day help me finish my work on time'; // 18 words
    const limit = readingGrade(stem) - oneWordAllowance(18);
    expect(checkItem(stem, { maxGrade: limit - 0.1 }).map((f) => f.code)).toContain('reading-grade');
    expect(checkItem(stem, { maxGrade: limit + 0.1 }).map((f) => f.code)).not.toContain('reading-grade');
  });
});
