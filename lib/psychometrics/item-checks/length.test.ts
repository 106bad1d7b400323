import { describe, expect, it } from 'vitest';
import { checkItem } from './check-item';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Over 20 words by default (DESIGN.md §4). Word counts below are counted by hand.
const LONG: Array<[string, number]> = [
  ['When my manager asks me to use a new AI tool for a task I have never done, I feel that I can learn it quickly', 26],
  ['I believe that the AI tools that my organisation has introduced over the last year make my daily work a lot easier than before', 24],
  ['I am comfortable asking colleagues for help when the AI system we use at work gives me an answer I do not understand', 23],
  ['I think that using AI tools at work will help me to finish my tasks faster and with fewer mistakes than now', 22],
  ['Because AI can write first drafts for me, I have more time for the parts of my job that I find meaningful', 22],
  ['I feel worried that my employer will use AI to monitor how fast and how well I do my work every day', 22],
];
const SHORT: Array<[string, number]> = [
  ['I feel confident using AI tools at work', 8],
  ['AI tools make my daily work easier', 7],
  ['I trust the answers that AI tools give me', 9],
  ['I am comfortable asking colleagues for help when an AI tool confuses me', 13],
  ["I believe AI will help me do my job better, and I'm glad we use it", 16],
  // exactly 20 words: at the limit, not over it
  ['I think that the AI tools my team uses every day help me finish my work on time and well', 20],
];

describe('checkItem: too-long', () => {
  it.each(LONG)('flags "%s" (%i words)', (stem, words) => {
    const flag = expectFlagged(stem, 'too-long');
    expect(flag.message).toContain(`${words} words, more than 20`);
  });
  it.each(SHORT)('does not flag "%s" (%i words)', (stem) => {
    expectNotFlagged(stem, 'too-long');
  });
  it('honours maxWords', () => {
    const stem = 'I feel confident using AI tools at work'; // 8 words
    expect(checkItem(stem, { maxWords: 7 }).map((f) => f.code)).toContain('too-long');
    expect(checkItem(stem, { maxWords: 8 }).map((f) => f.code)).not.toContain('too-long');
  });
});
