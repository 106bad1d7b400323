import { describe, expect, it } from 'vitest';
import type { WriterInput } from '@/lib/agents/panel';
import { writerOutputSchema, type WriterTask } from '@/lib/agents/schemas';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { checkItem } from '@/lib/psychometrics';
import { AAAW_BANK } from './aaaw-bank';
import { stemKey } from './text';
import { offlineWrite } from './writer';
import { ctx, TEAM_SAFETY } from './test-fixtures';

function input(tasks: WriterTask[], extra: Partial<WriterInput> = {}, construct: ConstructSpec = AAAW_PRESET): WriterInput {
  return { construct, tasks, researchSummary: '', notes: [], memory: [], tier: 'small', round: 1, ...extra };
}

const newTasks = (dimension: string, n: number, prefix = 't'): WriterTask[] =>
  Array.from({ length: n }, (_, i) => ({ taskId: `${prefix}${i}`, kind: 'new' as const, dimension }));

const codes = (stem: string) => checkItem(stem).map((f) => f.code);

describe('offline writer', () => {
  it('answers every task with exactly one schema-valid item, labelled heuristic', async () => {
    const tasks = AAAW_PRESET.dimensions.flatMap((d, i) => newTasks(d.name, 4, `d${i}-`));
    const out = await offlineWrite(input(tasks), ctx, 's');
    writerOutputSchema.parse(out);
    expect(out.items.map((i) => i.taskId)).toEqual(tasks.map((t) => t.taskId));
    for (const item of out.items) expect(item.rationale).toMatch(/^\[heuristic\] /);
    expect(new Set(out.items.map((i) => stemKey(i.stem))).size).toBe(tasks.length);
  });

  it('draws AAAW items from the bank of their own dimension', async () => {
    const out = await offlineWrite(input(newTasks('Job Insecurity', 5)), ctx, 's');
    for (const item of out.items) expect(AAAW_BANK['Job Insecurity']).toContain(item.stem);
  });

  it('never repeats a stem of the memory, whatever its case or punctuation, and moves on past the bank', async () => {
    const bank = AAAW_BANK['Personal Utility'];
    const memory = bank.slice(0, 10).map((s) => s.toUpperCase().replace(/\.$/, ''));
    const out = await offlineWrite(input(newTasks('Personal Utility', 12), { memory }), ctx, 's');
    const seen = new Set(memory.map(stemKey));
    for (const item of out.items) {
      expect(seen.has(stemKey(item.stem)), item.stem).toBe(false);
      seen.add(stemKey(item.stem));
    }
    // The bank has 15 items for the dimension; 10 are in memory, so most of the 12 come from the definition.
    expect(out.items.filter((i) => !bank.includes(i.stem)).length).toBeGreaterThanOrEqual(7);
  });

  it('revises a double-barreled item into one that checkItem no longer flags as double-barreled', async () => {
    const stem = 'I feel nervous and confused when I use AI tools.';
    expect(codes(stem)).toContain('double-barreled');
    const task: WriterTask = { taskId: 'r1', kind: 'revise', dimension: 'AI Use Anxiety', currentStem: stem, feedback: ['clarity 3/5'] };
    const out = await offlineWrite(input([task], { round: 2 }), ctx, 's');
    expect(codes(out.items[0].stem)).not.toContain('double-barreled');
    expect(out.items[0].stem).toBe('I feel nervous when I use AI tools.');
    expect(out.items[0].rationale).toMatch(/split the double-barreled item/);
  });

  it('revises negated items without negation, by a rule or with a fresh item', async () => {
    const tasks: WriterTask[] = [
      { taskId: 'n1', kind: 'revise', dimension: 'Perceived Quality of AI', currentStem: 'In my work, AI outputs are not reliable.' },
      { taskId: 'n2', kind: 'revise', dimension: 'Perceived Humanlikeness of AI', currentStem: 'I sometimes forget that AI is not a human being.' },
    ];
    const out = await offlineWrite(input(tasks, { round: 2 }), ctx, 's');
    expect(out.items[0].stem).toBe('In my work, AI outputs are unreliable.');
    for (const item of out.items) {
      expect(codes(item.stem)).not.toContain('negation');
      expect(codes(item.stem)).not.toContain('double-negation');
    }
    expect(out.items[1].rationale).toMatch(/No simple rule/);
  });

  it('meets feedback with no flag to fix by a fresh, clean item for the same dimension', async () => {
    const stem = 'I worry that AI will lower the value of my work.';
    const task: WriterTask = { taskId: 'c1', kind: 'revise', dimension: 'Job Insecurity', currentStem: stem, feedback: ['d = .12 is below .35'] };
    const out = await offlineWrite(input([task], { round: 2 }), ctx, 's');
    expect(out.items[0].stem).not.toBe(stem);
    expect(codes(out.items[0].stem)).toEqual([]);
    expect(AAAW_BANK['Job Insecurity']).toContain(out.items[0].stem);
  });

  it('replaces a discarded item with a different one', async () => {
    const avoid = 'I fear losing my job to AI.';
    const tasks: WriterTask[] = [{ taskId: 'x', kind: 'new', dimension: 'Job Insecurity', avoid }];
    const out = await offlineWrite(input(tasks, { round: 2 }), ctx, 's');
    expect(stemKey(out.items[0].stem)).not.toBe(stemKey(avoid));
    expect(out.items[0].rationale).toMatch(/Replaces a discarded item/);
  });

  it('is deterministic, and varies with the run id', async () => {
    const tasks = AAAW_PRESET.dimensions.flatMap((d, i) => newTasks(d.name, 3, `d${i}-`));
    const a = await offlineWrite(input(tasks), ctx, 's');
    expect(await offlineWrite(input(tasks), ctx, 's')).toEqual(a);
    const b = await offlineWrite(input(tasks), { ...ctx, runId: 'another-run' }, 's');
    expect(b.items.map((i) => i.stem)).not.toEqual(a.items.map((i) => i.stem));
  });

  it('composes grammatical first-person items for a construct without a bank', async () => {
    const tasks = TEAM_SAFETY.dimensions.flatMap((d, i) => newTasks(d.name, 5, `d${i}-`));
    const out = await offlineWrite(input(tasks, {}, TEAM_SAFETY), ctx, 's');
    writerOutputSchema.parse(out);
    expect(out.items).toHaveLength(tasks.length);
    for (const { stem } of out.items) {
      expect(stem).toMatch(/^[A-Z][^.!?]*\.$/);
      expect(stem).not.toMatch(/\s{2}|\s[,.]|,,/);
      expect(stem.split(' ').length).toBeLessThanOrEqual(20);
      expect(stem).toMatch(/\b(I|me|my)\b/);
      expect(stem).not.toMatch(/\b(a|an|the|of|to|and|or|with|that)\.$/i);
      expect(codes(stem)).not.toContain('not-first-person');
    }
    expect(new Set(out.items.map((i) => stemKey(i.stem))).size).toBe(tasks.length);
  });
});
