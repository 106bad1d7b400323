import { describe, expect, it } from 'vitest';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Self-report Likert items are first-person statements about the present (DESIGN.md §4:
// "first person/present tense").
const NOT_FIRST_PERSON: string[] = [
  'AI will change every job',
  'Employees should learn to use AI',
  'AI makes work easier for people',
  'Managers rely too much on AI',
  'Artificial intelligence is the future of work',
  'The company supports the use of AI',
];
const PAST: Array<[string, string]> = [
  ['I felt anxious when AI was introduced', 'I felt'],
  ['I was excited about AI tools', 'I was'],
  ['I worried about losing my job to AI', 'I worried'],
  ['I used to avoid AI tools', 'I used'],
  ['We struggled to use AI at first', 'We struggled'],
  ['I really enjoyed working with AI', 'I really enjoyed'],
];
const SOUND: string[] = [
  'I feel anxious when AI is introduced',
  'In the past month, I used AI for my reports', // stated recall period: past is right
  'I am used to working with AI',
  'I have learned to rely on AI', // present perfect
  'I need AI to do my job well', // "-eed" is not a past tense
  'We use AI tools in my team', // plural first person counts
  'My team relies on AI tools',
  'AI helps me plan my week',
];

describe('checkItem: not-first-person', () => {
  it.each(NOT_FIRST_PERSON)('flags "%s" for having no first-person word', (stem) => {
    const flag = expectFlagged(stem, 'not-first-person');
    expect(flag.message).toMatch(/Not in the first person/);
    expect(flag.span).toBeUndefined();
  });
  it.each(PAST)('flags "%s" for past tense at "%s"', (stem, text) => {
    const flag = expectFlagged(stem, 'not-first-person', text);
    expect(flag.message).toMatch(/^Past tense/);
  });
  it.each(SOUND)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'not-first-person');
  });
});
