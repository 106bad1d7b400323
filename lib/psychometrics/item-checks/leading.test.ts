import { describe, it } from 'vitest';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Leading wording signals the expected answer (e.g. Krosnick & Presser, 2010, Question and
// Questionnaire Design).
const FLAWED: Array<[string, string]> = [
  ["Don't you agree that AI makes work easier?", "Don't you agree"],
  ['Obviously, AI makes my job easier', 'Obviously'],
  ['Everyone knows AI will change my job', 'Everyone knows'],
  ['Experts agree that I should use AI', 'Experts agree'],
  ['Of course I use AI at work', 'Of course'],
  ['AI helps me with my work, right?', 'right?'],
  ['As we all know, AI is the future of my job', 'As we all know'],
  ['I am obviously better at my job with AI', 'obviously'],
];
const SOUND: string[] = [
  'I use AI to write clearly', // "clearly" is only leading as an opener
  'I find AI clearly useful',
  'AI explains things clearly to me',
  'I agree that AI improves my work',
  'I think AI helps me at work',
  'AI makes my job easier',
  'Do I trust AI? Mostly, yes', // a question, but not one that pushes an answer
];

describe('checkItem: leading', () => {
  it.each(FLAWED)('flags "%s" at "%s"', (stem, text) => {
    expectFlagged(stem, 'leading', text);
  });
  it.each(SOUND)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'leading');
  });
});
