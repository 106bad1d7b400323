import { describe, expect, it } from 'vitest';
import { biasOutputSchema } from '@/lib/agents/schemas';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { biasScore, findBias, neutraliseBias, offlineBias } from './bias';
import { ctx, reviewItem } from './test-fixtures';

const scoreOf = (stem: string) => biasScore(findBias(stem));

describe('offline bias reviewer', () => {
  it('does not count work and technology words as bias', () => {
    for (const stem of [
      'I worry that AI may replace me at work.',
      'My colleague and I use AI for our job.',
      'AI is a black box to me.',
      'I report to a senior manager who uses AI.',
      'I see AI as something like a human mind.',
    ]) {
      expect(scoreOf(stem), stem).toBe(5);
    }
  });

  it('lowers the score for gendered wording, more for naming a group, most for a stereotype', () => {
    const gendered = scoreOf('When a colleague uses AI, he/she saves time.');
    const group = scoreOf('Older workers in my team use AI.');
    const stereotype = scoreOf('Young people adapt to AI faster than older workers, who are set in their ways.');
    expect(gendered).toBe(4);
    expect(group).toBeLessThan(gendered);
    expect(stereotype).toBeLessThanOrEqual(2);
    expect(scoreOf('AI tools are made for manpower planning.')).toBeLessThan(5);
    expect(scoreOf('AI respects my religious beliefs.')).toBeLessThan(5);
    expect(scoreOf('AI works worse for immigrants than for native speakers.')).toBeLessThanOrEqual(2);
  });

  it('returns schema-valid ratings with a heuristic comment naming the biased words', async () => {
    const items = [reviewItem('AI helps me do my job better.', 'Personal Utility', 'a'), reviewItem('AI helps him or her with manpower planning.', 'Personal Utility', 'b')];
    const out = await offlineBias({ construct: AAAW_PRESET, items }, ctx);
    biasOutputSchema.parse(out);
    expect(out.ratings[0].score).toBe(5);
    expect(out.ratings[1].score).toBeLessThan(5);
    expect(out.ratings[1].comment).toMatch(/^\[heuristic\] Bias lexicon hits: .*"him or her".*"manpower"/);
  });

  it('suggests neutral wording where a simple swap exists', () => {
    expect(neutraliseBias('When a colleague uses AI, he or she feels calm.')).toBe('When a colleague uses AI, they feel calm.');
    expect(neutraliseBias('AI saves manpower in my team.')).toBe('AI saves staff in my team.');
    expect(neutraliseBias('AI helps me at work.')).toBeNull();
  });
});
