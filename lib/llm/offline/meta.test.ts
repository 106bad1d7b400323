import { describe, expect, it } from 'vitest';
import { DEFAULT_JUDGES } from '@/lib/agents/panel';
import { metaOutputSchema } from '@/lib/agents/schemas';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { checkItem } from '@/lib/psychometrics';
import { offlineBias } from './bias';
import { offlineContent } from './content';
import { offlineLinguistic } from './linguistic';
import { offlineMeta } from './meta';
import { ctx, reviewItem } from './test-fixtures';

async function review(stems: Array<[string, string]>) {
  const items = stems.map(([stem, dim], i) => reviewItem(stem, dim, `i${i}`));
  const construct = AAAW_PRESET;
  const content = await offlineContent({ construct, items, judges: DEFAULT_JUDGES }, ctx, 's');
  const linguistic = await offlineLinguistic({ construct, items }, ctx);
  const bias = await offlineBias({ construct, items }, ctx);
  return metaOutputSchema.parse(await offlineMeta({ construct, items, content, linguistic, bias }, ctx)).reviews;
}

describe('offline meta editor', () => {
  it('suggests a revision, made by the writer’s rules, only for flagged items', async () => {
    const reviews = await review([
      ['I worry that AI may replace me in my job.', 'Job Insecurity'],
      ['I do not feel comfortable using AI tools in my work.', 'AI Use Anxiety'],
      ['AI often makes my work easier.', 'Personal Utility'],
    ]);
    expect(reviews[0].suggestedRevision).toBeUndefined();
    expect(reviews[0].comment).toMatch(/^\[heuristic\] Judges rate it .* clearly on target\. Language: clean/);
    expect(reviews[1].suggestedRevision).toBe('I feel uncomfortable using AI tools in my work.');
    expect(reviews[2].suggestedRevision).toBe('AI makes my work easier.');
    for (const r of reviews.slice(1)) expect(checkItem(r.suggestedRevision!)).toEqual([]);
    expect(reviews[1].comment).toMatch(/Checks: negation\. Suggested fix: rephrased the negation positively\./);
  });

  it('suggests neutral wording for a biased item and says when no rule fits', async () => {
    const reviews = await review([
      ['When a colleague uses AI, he or she saves time on my team.', 'Personal Utility'],
      ['I think AI can cope with situations it has never met before.', 'Perceived Adaptability of AI'],
    ]);
    expect(reviews[0].suggestedRevision).toBe('When a colleague uses AI, they save time on my team.');
    expect(reviews[0].comment).toMatch(/Bias: 4\/5/);
    expect(reviews[1].suggestedRevision).toBeUndefined();
    expect(reviews[1].comment).toMatch(/No simple rule fixes this wording/);
  });

  it('points out an item that reads like an orbiting construct', async () => {
    const [r] = await review([['I worry that AI may replace me in my job.', 'AI Use Anxiety']]);
    expect(r.comment).toMatch(/reads more like Job Insecurity than its own dimension/);
  });
});
