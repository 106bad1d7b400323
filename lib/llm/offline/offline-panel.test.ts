import { describe, expect, it } from 'vitest';
import { DEFAULT_JUDGES, type LewmodItem, type ReviewItem } from '@/lib/agents/panel';
import {
  biasOutputSchema,
  contentOutputSchema,
  lewmodOutputSchema,
  linguisticOutputSchema,
  metaOutputSchema,
  researchOutputSchema,
  writerOutputSchema,
  type WriterTask,
} from '@/lib/agents/schemas';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { checkItem, contentValidity, decide } from '@/lib/psychometrics';
import { createOfflinePanel } from '.';
import { ctx, TEAM_SAFETY } from './test-fixtures';

const PER_DIMENSION = 3;

/** One review round of the panel, as the graph runs it, with every output validated. */
async function reviewRound(construct: ConstructSpec, items: ReviewItem[], round: number, seed?: string) {
  const panel = createOfflinePanel({ seed });
  const c = { ...ctx, round };
  const content = contentOutputSchema.parse(await panel.content({ construct, items, judges: DEFAULT_JUDGES }, c));
  const linguistic = linguisticOutputSchema.parse(await panel.linguistic({ construct, items }, c));
  const bias = biasOutputSchema.parse(await panel.bias({ construct, items }, c));
  const meta = metaOutputSchema.parse(await panel.meta({ construct, items, content, linguistic, bias }, c));
  const scored: LewmodItem[] = items.map((item, i) => {
    const judges = content.ratings[i].judges;
    const cv = contentValidity({
      anchors: construct.responseScale.anchors,
      target: judges.map((j) => j.target),
      orbiting: judges[0].orbiting.map((_, k) => judges.map((j) => j.orbiting[k])),
    });
    const l = linguistic.ratings[i];
    const d = decide({ htc: cv.htc, htd: cv.htd, linguistic: [l.grammar, l.readability, l.negativeLanguage, l.clarity], bias: bias.ratings[i].score });
    return { ...item, ...d, htc: cv.htc, htd: cv.htd, flags: checkItem(item.stem).map((f) => f.code), metaComment: meta.reviews[i].comment };
  });
  return { content, linguistic, bias, meta, scored };
}

/** Runs write → review → LewMod rounds until LewMod approves, like the graph in LewMod mode. */
async function lewmodRun(construct: ConstructSpec, maxRounds: number, seed?: string) {
  const panel = createOfflinePanel({ seed });
  const kept: Record<string, number> = Object.fromEntries(construct.dimensions.map((d) => [d.name, 0]));
  const memory: string[] = [];
  const texts: string[] = [];
  let tasks: WriterTask[] = construct.dimensions.flatMap((d) =>
    Array.from({ length: PER_DIMENSION }, (_, k) => ({ taskId: `${d.name}-${k}`, kind: 'new' as const, dimension: d.name })),
  );
  for (let round = 1; round <= maxRounds; round++) {
    const written = writerOutputSchema.parse(
      await panel.write({ construct, tasks, researchSummary: '', notes: [], memory, tier: 'small', round }, { ...ctx, round }),
    );
    expect(written.items.map((i) => i.taskId)).toEqual(tasks.map((t) => t.taskId));
    for (const stem of written.items.map((i) => i.stem)) expect(memory).not.toContain(stem);
    const items: ReviewItem[] = written.items.map((w, i) => ({
      itemId: `${w.taskId}@${round}`,
      dimension: tasks[i].dimension,
      dimensionIndex: construct.dimensions.findIndex((d) => d.name === tasks[i].dimension),
      stem: w.stem,
    }));
    memory.push(...items.map((i) => i.stem));
    const { scored, linguistic, bias, meta } = await reviewRound(construct, items, round, seed);
    const verdict = lewmodOutputSchema.parse(
      await panel.lewmod(
        { construct, round, maxRounds, items: scored, keptPerDimension: { ...kept }, itemsPerDimension: PER_DIMENSION },
        { ...ctx, round },
      ),
    );
    texts.push(...written.items.map((i) => i.rationale), ...linguistic.ratings.map((r) => r.comment!), ...bias.ratings.map((r) => r.comment!));
    texts.push(...meta.reviews.map((r) => r.comment), verdict.rationale, ...verdict.decisions.map((d) => d.note!));
    if (verdict.approve) return { rounds: round, approved: true, texts, kept };
    tasks = [];
    verdict.decisions.forEach((d, i) => {
      const item = items[i];
      const taskId = item.itemId.split('@')[0];
      if (d.action === 'KEEP') kept[item.dimension] += 1;
      else if (d.action === 'REVISE') tasks.push({ taskId, kind: 'revise', dimension: item.dimension, currentStem: item.stem, feedback: scored[i].reasons });
      else tasks.push({ taskId, kind: 'new', dimension: item.dimension, avoid: item.stem });
    });
  }
  return { rounds: maxRounds, approved: false, texts, kept };
}

describe('offline heuristic panel', () => {
  it('says what it is', () => {
    const panel = createOfflinePanel();
    expect(panel.heuristic).toBe(true);
    expect(panel.label).toBe('Offline heuristic panel (no LLM)');
  });

  it('researches without the web, from the construct’s own definitions', async () => {
    const out = researchOutputSchema.parse(await createOfflinePanel().research({ construct: AAAW_PRESET, results: [] }, ctx));
    expect(out.summary).toMatch(/^\[heuristic\] No web research was done/);
    for (const dim of AAAW_PRESET.dimensions) expect(out.summary).toContain(dim.definition);
    expect(out.facets.length).toBeGreaterThanOrEqual(AAAW_PRESET.dimensions.length);
    for (const dim of AAAW_PRESET.dimensions) expect(out.facets.some((f) => f.startsWith(`${dim.name}: `))).toBe(true);
    expect(out.facets).toContain('Job Insecurity: AI may replace the employee');
  });

  it('runs a whole LewMod run on the AAAW preset to approval, every output schema-valid and labelled heuristic', async () => {
    const run = await lewmodRun(AAAW_PRESET, 6);
    expect(run.approved).toBe(true);
    expect(run.rounds).toBeGreaterThan(1); // round 1 has flawed items that must be revised or replaced
    for (const text of run.texts) expect(text).toMatch(/^\[heuristic\] /);
  });

  it('runs a whole LewMod run on a construct without a bank', async () => {
    const run = await lewmodRun(TEAM_SAFETY, 6);
    expect(run.approved).toBe(true);
    for (const text of run.texts) expect(text).toMatch(/^\[heuristic\] /);
  });

  it('is deterministic: the same run gives the same output, another seed changes the choices', async () => {
    const a = await lewmodRun(AAAW_PRESET, 3);
    const b = await lewmodRun(AAAW_PRESET, 3);
    expect(b).toEqual(a);
    const c = await lewmodRun(AAAW_PRESET, 3, 'another seed');
    expect(c.texts).not.toEqual(a.texts);
  });

  it('lets real wording drive the decisions: a clean on-target item is kept, a flawed or off-target one is not', async () => {
    const items: ReviewItem[] = [
      { itemId: 'good', dimension: 'Job Insecurity', dimensionIndex: 5, stem: 'I worry that AI may replace me in my job.' },
      { itemId: 'off', dimension: 'Personal Utility', dimensionIndex: 1, stem: 'I worry that AI may replace me in my job.' },
      { itemId: 'double', dimension: 'AI Use Anxiety', dimensionIndex: 0, stem: 'I feel nervous and confused when I use AI tools.' },
      { itemId: 'biased', dimension: 'Job Insecurity', dimensionIndex: 5, stem: 'Young people will lose their jobs to AI before older workers.' },
    ];
    const { scored, meta } = await reviewRound(AAAW_PRESET, items, 1);
    // Off target is a content problem (REVISE); heavy bias is a DISCARD (DESIGN.md §4).
    expect(scored.map((s) => s.decision)).toEqual(['KEEP', 'REVISE', 'REVISE', 'DISCARD']);
    expect(scored[1].htd).toBeLessThan(0.35);
    expect(meta.reviews[0].suggestedRevision).toBeUndefined();
    expect(meta.reviews[2].suggestedRevision).toBe('I feel nervous when I use AI tools.');
    expect(meta.reviews[1].comment).toMatch(/reads more like/);
  });
});
