import { describe, expect, it } from 'vitest';
import { expectFlagged, expectNotFlagged } from './test-helpers';

// Double-barreled items ask two questions at once (e.g. DeVellis, Scale Development, ch. 5;
// Hinkin, 1998, J. Management 21(5)); DESIGN.md §4: "conjunction joining two predicates".
// [stem, the conjunction the span must cover]
const FLAWED: Array<[string, string]> = [
  ['I enjoy learning and using new AI tools', 'and'], // the example: two verb phrases
  ['I trust and use AI tools for my daily work', 'and'], // two verbs sharing one object
  ['I worry that AI will replace or deskill my job', 'or'], // unknown verb "deskill" before an object
  ['I am excited about learning and using AI tools', 'and'], // gerunds with an object inside a PP
  ['I use AI for writing and editing reports', 'and'],
  ['I am willing to learn and adapt to new AI systems', 'and'],
  ['I can learn new skills and grow in my role', 'and'],
  ['AI helps me and saves me time', 'and'],
  ['I like AI but worry about my job', 'but'],
  ['My supervisor is fair and supportive', 'and'], // two qualities
  ['I feel valued and respected at work', 'and'],
  ['I feel anxious and stressed about AI', 'and'],
  ['I find AI tools useful but risky', 'but'],
  ['AI makes my work faster as well as more accurate', 'as well as'],
  ['I like my job and I use AI daily', 'and'], // two clauses
  ['My salary and benefits are fair', 'and'], // two subjects
  ['I neither trust nor use AI at work', 'nor'],
  ['I use AI tools both at work and at home', 'and'], // explicit "both … and"
  ['I feel that AI is fair and that it treats me well', 'and'], // two "that" clauses
  ['I am able and willing to use AI', 'and'],
  ['I have used AI and found it helpful', 'and'], // irregular past participle
  ['I use AI tools to find and fix errors in my work', 'and'],
];

const SOUND: string[] = [
  'I get through busy weeks by trial and error', // the example: a fixed binomial in a PP
  'I learn new AI tools by trial and error',
  'I value feedback and support from my team', // noun + noun ("support" is a noun here)
  'I weigh the pros and cons before I use an AI tool',
  'My manager and I agree on how to use AI', // joint subject including the respondent
  'AI saves me time and money', // two objects of one verb: not flagged (documented limit)
  'I use ChatGPT or similar tools at work',
  'Health and safety rules about AI are clear to me',
  'I keep a balance between work and rest',
  'I use AI tools once or twice a week',
  'I use AI for research and writing', // gerund noun with nothing after it
  'I have access to training and support for AI tools',
  'I keep up with research and development in AI',
  'I feel safe and sound when AI checks my work',
  'I feel confident when I use AI tools',
  'I use AI for simple and repeated tasks', // adjectives before their noun: one set of tasks
  'I try new and existing AI tools at work',
  'AI lets me focus on the creative and strategic parts of my job',
  'I trust AI more than my colleagues and friends',
];

describe('checkItem: double-barreled', () => {
  it.each(FLAWED)('flags "%s" at "%s"', (stem, conjunction) => {
    expectFlagged(stem, 'double-barreled', conjunction);
  });

  it.each(SOUND)('does not flag "%s"', (stem) => {
    expectNotFlagged(stem, 'double-barreled');
  });

  it('names the conjunction and the two joined words in plain language', () => {
    const flag = expectFlagged('I enjoy learning and using new AI tools', 'double-barreled');
    expect(flag.message).toContain('"and" joins two actions ("learning" … "using")');
    expect(flag.message).toMatch(/agrees with one part but not the other/);
  });

  it('reports one flag even when several conjunctions qualify', () => {
    const stem = 'I trust and use AI tools and I like them';
    const flag = expectFlagged(stem, 'double-barreled');
    expect(stem.slice(flag.span!.start, flag.span!.end)).toBe('and');
    expect(flag.span!.start).toBe(stem.indexOf('and'));
  });
});
