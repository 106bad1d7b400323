import { describe, expect, it } from 'vitest';
import { linguisticOutputSchema } from '@/lib/agents/schemas';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { offlineLinguistic, scoreLinguistic } from './linguistic';
import { ctx, reviewItem } from './test-fixtures';

const score = (stem: string) => scoreLinguistic(stem).scores;

describe('offline linguistic reviewer', () => {
  it('gives 5 on every criterion to a clean item and says so', async () => {
    const out = await offlineLinguistic({ construct: AAAW_PRESET, items: [reviewItem('I feel nervous when I use AI tools in my work.', 'AI Use Anxiety')] }, ctx);
    linguisticOutputSchema.parse(out);
    expect(out.ratings[0]).toMatchObject({ grammar: 5, readability: 5, negativeLanguage: 5, clarity: 5 });
    expect(out.ratings[0].comment).toMatch(/^\[heuristic\] No item-writing flags/);
  });

  it('lowers clarity to 3 or less for a double-barreled item and names it as the weakest criterion', async () => {
    const out = await offlineLinguistic({ construct: AAAW_PRESET, items: [reviewItem('I enjoy learning and using new AI tools.', 'Personal Utility')] }, ctx);
    expect(out.ratings[0].clarity).toBeLessThanOrEqual(3);
    expect(out.ratings[0].comment).toMatch(/^\[heuristic\] Weakest: clarity/);
    expect(out.ratings[0].comment).toMatch(/double-barreled/i);
  });

  it('lowers clarity for leading wording and for absolute or vague quantifiers', () => {
    expect(score('Obviously, AI makes my work better.').clarity).toBeLessThanOrEqual(3);
    expect(score('I always feel anxious when I use AI.').clarity).toBe(3);
    expect(score('AI often makes my work easier for me.').clarity).toBe(3);
  });

  it('lowers the negative-language score for a negation, more for a double negation', () => {
    const single = score('I do not trust AI outputs at work.').negativeLanguage;
    const double = score('I am not unhappy with the AI tools I use.').negativeLanguage;
    expect(single).toBeLessThan(5);
    expect(double).toBeLessThan(single);
  });

  it('lowers readability for hard or over-long wording', () => {
    const hard = 'Organizational implementation of sophisticated artificial intelligence technologies fundamentally jeopardizes my occupational continuity.';
    expect(score(hard).readability).toBeLessThanOrEqual(3);
    const long = 'I feel that the AI tools we use at work help me with the many small tasks that I would otherwise do by hand every day.';
    expect(score(long).readability).toBeLessThan(5);
  });

  it('lowers grammar for an item not in the first person and for odd capitals or punctuation', () => {
    expect(score('AI outputs are reliable.').grammar).toBeLessThan(5);
    expect(score('i use AI tools at work.').grammar).toBeLessThan(5);
    expect(score('I use AI tools at work ,, daily').grammar).toBeLessThanOrEqual(3);
    expect(score('I use AI tools at work.').grammar).toBe(5);
  });

  it('keeps every score within 1..5 even with many flags', () => {
    const worst = score("obviously i don't never not always use AI and I hate it , which everyone knows??");
    for (const value of Object.values(worst)) {
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(5);
    }
  });
});
