import { describe, it } from 'vitest';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Absolutes ("always", "never", "all", "every") invite floor/ceiling effects (DESIGN.md §4).
const FLAWED: Array<[string, string]> = [
  ['I always check AI output before I use it', 'always'],
  ['I never use AI for important decisions', 'never'],
  ['All of my colleagues use AI tools', 'All'],
  ['AI is useful in every part of my job', 'every'],
  ['Everyone in my team trusts AI', 'Everyone'],
  ['I completely trust the AI tools I use', 'completely'],
  ['I trust AI at all times', 'at all times'],
  ['Nothing about AI worries me at work', 'Nothing'],
];
const SOUND: string[] = [
  'I check AI output before I use it',
  'After all, AI is just a tool I use', // idiom
  'I do not always trust AI tools', // hedged: "not always"
  "I don't like AI at all", // "at all" intensifier
  'I trust the AI tools I use at work',
  'I am confident that I can use AI tools',
  'AI is useful in parts of my job',
];

describe('checkItem: absolute', () => {
  it.each(FLAWED)('flags "%s" at "%s"', (stem, word) => {
    expectFlagged(stem, 'absolute', word);
  });
  it.each(SOUND)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'absolute');
  });
});
