import { describe, it } from 'vitest';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Vague quantifiers ("often", "many", "most") are read as different amounts by different people
// (Schaeffer, 1991, "Hardly ever or constantly?"), DESIGN.md §4.
const FLAWED: Array<[string, string]> = [
  ['I often use AI tools at work', 'often'],
  ['I sometimes feel anxious about AI', 'sometimes'],
  ['Many of my tasks could be done by AI', 'Many'],
  ['I use AI for most of my tasks', 'most'],
  ['I have a few concerns about AI at work', 'a few'],
  ['AI rarely makes mistakes in my work', 'rarely'],
  ['I usually check AI output before I use it', 'usually'],
  ['I use AI from time to time in my job', 'from time to time'],
];
const SOUND: string[] = [
  'AI is the most useful tool I have', // superlative
  'I find AI most helpful for writing', // superlative before an adjective
  'I use AI tools daily at work',
  'I use AI for routine tasks',
  'I feel confident when I use AI tools',
  'I check AI output before I use it',
  'I trust AI tools to give me accurate answers',
];

describe('checkItem: vague-quantifier', () => {
  it.each(FLAWED)('flags "%s" at "%s"', (stem, word) => {
    expectFlagged(stem, 'vague-quantifier', word);
  });
  it.each(SOUND)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'vague-quantifier');
  });
});
