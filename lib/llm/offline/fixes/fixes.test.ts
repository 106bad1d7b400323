import { describe, expect, it } from 'vitest';
import { checkItem, type ItemFlagCode } from '@/lib/psychometrics';
import { dropNegation, reviseByChecks } from '.';

const codes = (stem: string) => checkItem(stem).map((f) => f.code);

describe('revision rules', () => {
  // [flawed stem, the flag it carries, the expected revision]
  const cases: Array<[string, ItemFlagCode, string]> = [
    ['I enjoy learning and using new AI tools.', 'double-barreled', 'I enjoy learning new AI tools.'],
    ['I feel nervous and confused when I use AI tools.', 'double-barreled', 'I feel nervous when I use AI tools.'],
    ['AI saves me time and helps me produce better work.', 'double-barreled', 'AI saves me time.'],
    ['I find AI outputs accurate and easy to use.', 'double-barreled', 'I find AI outputs accurate.'],
    ['My salary and benefits are fair.', 'double-barreled', 'My salary is fair.'],
    ['I do not trust AI outputs at work.', 'negation', 'I distrust AI outputs at work.'],
    ["I don't feel comfortable using AI tools in my work.", 'negation', 'I feel uncomfortable using AI tools in my work.'],
    ['In my work, AI outputs are not reliable.', 'negation', 'In my work, AI outputs are unreliable.'],
    ['I cannot tell when AI is wrong.', 'negation', 'I struggle to tell when AI is wrong.'],
    ['I do not think my job is safe from AI.', 'negation', 'I doubt my job is safe from AI.'],
    ['I am not unsure about AI at work.', 'double-negation', 'I am sure about AI at work.'],
    ['I always feel anxious when I use AI for my work.', 'absolute', 'I feel anxious when I use AI for my work.'],
    ['AI often makes my work easier.', 'vague-quantifier', 'AI makes my work easier.'],
    ['As everyone knows, AI is a threat to jobs like mine.', 'leading', 'AI is a threat to jobs like mine.'],
    ['AI outputs are accurate.', 'not-first-person', 'I find that AI outputs are accurate.'],
  ];

  it.each(cases)('%s (%s) → %s', (stem, code, expected) => {
    expect(codes(stem)).toContain(code);
    const outcome = reviseByChecks(stem);
    expect(outcome.stem).toBe(expected);
    expect(codes(outcome.stem)).toEqual([]);
    expect(outcome.remaining).toEqual([]);
    expect(outcome.changes.length).toBeGreaterThan(0);
  });

  it('shortens an over-long item until it passes the length and reading-grade checks', () => {
    const stem =
      'In order to utilize AI tools effectively, I often need considerable assistance from colleagues who are ' +
      'technologically sophisticated, because the interfaces are complicated.';
    expect(codes(stem)).toEqual(expect.arrayContaining(['too-long', 'reading-grade']));
    const outcome = reviseByChecks(stem);
    expect(outcome.stem.split(/\s+/).length).toBeLessThanOrEqual(20);
    expect(outcome.remaining).toEqual([]);
  });

  it('reports a negation no simple rule can rephrase instead of inventing one', () => {
    expect(dropNegation('I sometimes forget that AI is not a human being.')).toBeNull();
    const outcome = reviseByChecks('I think AI can cope with situations it has never met before.');
    expect(outcome.remaining.map((f) => f.code)).toContain('negation');
  });

  it('leaves a clean item alone', () => {
    expect(reviseByChecks('I feel nervous when I use AI tools in my work.')).toEqual({
      stem: 'I feel nervous when I use AI tools in my work.',
      changes: [],
      remaining: [],
    });
  });
});
