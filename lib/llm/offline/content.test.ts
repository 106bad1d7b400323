import { describe, expect, it } from 'vitest';
import { DEFAULT_JUDGES } from '@/lib/agents/panel';
import { contentOutputSchema, type ContentOutput } from '@/lib/agents/schemas';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { contentValidity } from '@/lib/psychometrics';
import { offlineContent } from './content';
import { ctx, mean, reviewItem, TEAM_SAFETY } from './test-fixtures';

const JOB_INSECURITY_ITEM = 'I worry that AI may replace me in my job.';

async function rate(stem: string, dimension: string, construct: ConstructSpec = AAAW_PRESET) {
  const out = await offlineContent({ construct, items: [reviewItem(stem, dimension, 'i1', construct)], judges: DEFAULT_JUDGES }, ctx, 's');
  contentOutputSchema.parse(out);
  const judges = out.ratings[0].judges;
  const target = judges.map((j) => j.target);
  const orbiting = judges[0].orbiting.map((_, k) => judges.map((j) => j.orbiting[k]));
  return { target, orbiting, cv: contentValidity({ anchors: construct.responseScale.anchors, target, orbiting }) };
}

describe('offline content reviewer', () => {
  it('rates a clean on-target item high on its target and low on its orbiting constructs', async () => {
    const { target, orbiting, cv } = await rate('I feel nervous when I use AI tools in my work.', 'AI Use Anxiety');
    expect(mean(target)).toBeGreaterThanOrEqual(6);
    for (const ratings of orbiting) expect(mean(ratings)).toBeLessThanOrEqual(3);
    expect(cv.htc).toBeGreaterThanOrEqual(0.83);
    expect(cv.htd).toBeGreaterThanOrEqual(0.35);
  });

  it('rates a Job Insecurity item, presented as a Personal Utility item, lower on the target than on an orbiting construct', async () => {
    const { target, orbiting, cv } = await rate(JOB_INSECURITY_ITEM, 'Personal Utility');
    expect(mean(target)).toBeLessThan(Math.max(...orbiting.map(mean)));
    expect(cv.htc).toBeLessThan(0.5);
  });

  it('rates a Job Insecurity item, presented as an AI Use Anxiety item, higher on Job Insecurity (orbiting) than on the target', async () => {
    const dim = AAAW_PRESET.dimensions.find((d) => d.name === 'AI Use Anxiety')!;
    const k = dim.orbiting.findIndex((o) => o.name === 'Job Insecurity');
    const { target, orbiting, cv } = await rate(JOB_INSECURITY_ITEM, 'AI Use Anxiety');
    expect(mean(orbiting[k]) - mean(target)).toBeGreaterThanOrEqual(3);
    expect(cv.htd).toBeLessThan(0);
  });

  it('gives integer ratings in range, one orbiting rating per orbiting construct, one entry per judge', async () => {
    const items = AAAW_PRESET.dimensions.map((d, i) => reviewItem(`AI shapes how I see ${d.name.toLowerCase()}.`, d.name, `i${i}`));
    const out: ContentOutput = await offlineContent({ construct: AAAW_PRESET, items, judges: DEFAULT_JUDGES }, ctx, 's');
    expect(out.ratings.map((r) => r.itemId)).toEqual(items.map((i) => i.itemId));
    for (const [i, rating] of out.ratings.entries()) {
      expect(rating.judges.map((j) => j.judge)).toEqual(DEFAULT_JUDGES);
      for (const judge of rating.judges) {
        expect(judge.orbiting).toHaveLength(AAAW_PRESET.dimensions[i].orbiting.length);
        for (const r of [judge.target, ...judge.orbiting]) {
          expect(Number.isInteger(r)).toBe(true);
          expect(r).toBeGreaterThanOrEqual(1);
          expect(r).toBeLessThanOrEqual(7);
        }
      }
    }
  });

  it('lets judges lean ±1 from a shared rating, deterministically, so the panel is not uniform', async () => {
    const items = AAAW_PRESET.dimensions.flatMap((d, i) => [
      reviewItem(`AI is part of how I see ${d.name.toLowerCase()}.`, d.name, `a${i}`),
      reviewItem(JOB_INSECURITY_ITEM, d.name, `b${i}`),
    ]);
    const input = { construct: AAAW_PRESET, items, judges: DEFAULT_JUDGES };
    const out = await offlineContent(input, ctx, 's');
    expect(await offlineContent(input, ctx, 's')).toEqual(out);
    let differing = 0;
    for (const rating of out.ratings) {
      const targets = rating.judges.map((j) => j.target);
      expect(Math.max(...targets) - Math.min(...targets)).toBeLessThanOrEqual(2);
      if (new Set(targets).size > 1) differing++;
    }
    expect(differing).toBeGreaterThan(0);
  });

  it('follows the response scale of the construct (5 anchors)', async () => {
    const five: ConstructSpec = { ...AAAW_PRESET, responseScale: { anchors: 5, labels: ['1', '2', '3', '4', '5'] } };
    const { target, orbiting } = await rate('I feel nervous when I use AI tools in my work.', 'AI Use Anxiety', five);
    for (const r of [...target, ...orbiting.flat()]) expect(r).toBeLessThanOrEqual(5);
    expect(mean(target)).toBeGreaterThanOrEqual(4);
  });

  it('compares with a sibling dimension’s definition when an orbiting construct is another dimension', async () => {
    // "Mutual Respect" orbits "Interpersonal Risk Taking"; an item about respect, rated as risk taking,
    // must score high on that orbiting sibling even if the orbiting entry carries no definition.
    const bare: ConstructSpec = {
      ...TEAM_SAFETY,
      dimensions: TEAM_SAFETY.dimensions.map((d) => ({
        ...d,
        orbiting: d.orbiting.map((o) => (TEAM_SAFETY.dimensions.some((s) => s.name === o.name) ? { ...o, definition: '' } : o)),
      })),
    };
    const stem = 'I feel that my teammates value my skills and respect my views.';
    const filled = await rate(stem, 'Interpersonal Risk Taking', TEAM_SAFETY);
    const empty = await rate(stem, 'Interpersonal Risk Taking', bare);
    expect(empty.orbiting).toEqual(filled.orbiting);
    expect(mean(empty.orbiting[0])).toBeGreaterThan(mean(empty.target));
  });
});
