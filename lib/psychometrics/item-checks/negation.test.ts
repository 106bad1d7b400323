import { describe, expect, it } from 'vitest';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Negatively worded items are misread and tend to form a method factor (e.g. Schriesheim &
// Hill, 1981; van Sonderen et al., 2013). [stem, negation the span must cover]
const NEGATED: Array<[string, string]> = [
  ['I do not trust AI tools at work', 'not'],
  ["I don't feel comfortable using AI", "don't"],
  ['AI tools are not useful for my job', 'not'],
  ["I can't rely on AI for important decisions", "can't"],
  ['I have no interest in learning about AI', 'no'],
  ['I never check the output of AI tools myself', 'never'],
  ['I neither trust nor use AI at work', 'neither'],
  ['I don’t feel safe sharing data with AI', 'don’t'], // curly apostrophe
];
const POSITIVE: string[] = [
  'I feel at ease using AI tools at work',
  'I trust AI tools to give me accurate answers',
  'AI tools are useful in my job',
  'I rely on AI for important decisions',
  'Not only does AI save me time, but it also helps me learn', // "not only" is not a negation
  'I am comfortable with AI no matter how busy I am', // "no matter" is not a negation
  'I am happy with the AI tools at work',
];

// Double negatives: two negations in one clause, or a negation plus an already-negative word.
const DOUBLE: Array<[string, string]> = [
  ['I am not unhappy with the AI tools at work', 'not unhappy'],
  ["I don't disagree that AI helps me", "don't disagree"],
  ['I would never fail to check AI output', 'never fail'],
  ["I can't say I never use AI", "can't say I never"],
  ['It is not impossible for me to learn AI tools', 'not impossible'],
  ["I don't think AI is not useful", "don't think AI is not"],
];
const SINGLE: string[] = [
  'I do not use AI, and I never will', // two negations, two clauses
  'I do not think AI will take my job',
  'I am unhappy with the AI tools at work', // negative word without a negation
  'I disagree with how AI is used in my team',
  'I neither trust nor use AI at work', // neither … nor is one negation
  'I am happy with the AI tools at work',
];

describe('checkItem: negation', () => {
  it.each(NEGATED)('flags "%s" at "%s"', (stem, word) => {
    expectFlagged(stem, 'negation', word);
  });
  it.each(POSITIVE)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'negation');
  });
  it('lists every negation in the message', () => {
    const flag = expectFlagged("I don't think AI is not useful", 'negation');
    expect(flag.message).toContain(`("don't", "not")`);
  });
});

describe('checkItem: double-negation', () => {
  it.each(DOUBLE)('flags "%s" spanning "%s"', (stem, text) => {
    expectFlagged(stem, 'double-negation', text);
  });
  it.each(SINGLE)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'double-negation');
  });
});
