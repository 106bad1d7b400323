import type { CallContext, WriterInput } from '@/lib/agents/panel';
import type { WriterOutput, WriterTask } from '@/lib/agents/schemas';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { drawFresh, type FreshItem } from './candidates';
import { flagsOf } from './checks';
import { findDimension, type Dimension } from './definitions';
import { reviseByChecks } from './fixes';
import { checkAborted, heuristic } from './heuristic';
import { overlapNote } from './rationale';
import { stemKey } from './text';

/**
 * ItemWriter: exactly one item per task. New items (and replacements of discarded ones) are
 * drawn fresh; revisions apply the fixes the item checks point to, or, when the checks find
 * nothing to fix (the feedback is about content) or no rule fits, draw a fresh item. No stem of
 * the memory, of the tasks or of this batch is ever repeated.
 */
const SOURCE_NOTE: Record<FreshItem['source'], string> = {
  bank: 'New item from the offline AAAW item bank',
  definition: 'New item composed from the dimension definition',
  name: 'New item composed from the dimension name (the definition offered no usable phrase)',
  variant: 'New item: a reworded variant of a composed item (the other candidates are used up)',
};

function dimensionOf(construct: ConstructSpec, name: string): Dimension {
  return findDimension(construct, name) ?? { name, definition: name, orbiting: [] };
}

export async function offlineWrite(input: WriterInput, ctx: CallContext, seed: string): Promise<WriterOutput> {
  checkAborted(ctx.signal);
  const { construct } = input;
  const usedStems: string[] = [...input.memory];
  for (const task of input.tasks) {
    if (task.currentStem) usedStems.push(task.currentStem);
    if (task.avoid) usedStems.push(task.avoid);
  }
  const used = new Set(usedStems.map(stemKey));
  const accept = (stem: string) => {
    used.add(stemKey(stem));
    usedStems.push(stem);
  };

  const fresh = (task: WriterTask, dimension: Dimension, clean: boolean, why: string) => {
    const item = drawFresh(construct, dimension, used, usedStems, { seed: [seed, ctx.runId], clean });
    accept(item.stem);
    const rationale = `${why}${SOURCE_NOTE[item.source]} for ${dimension.name}. ${overlapNote(construct, dimension, item.stem)}`;
    return { taskId: task.taskId, stem: item.stem, rationale: heuristic(rationale, 800) };
  };

  const items = input.tasks.map((task) => {
    const dimension = dimensionOf(construct, task.dimension);
    if (task.kind === 'revise' && task.currentStem) {
      const before = flagsOf(task.currentStem);
      if (before.length > 0) {
        const outcome = reviseByChecks(task.currentStem);
        const codes = new Set(before.map((flag) => flag.code));
        const resolved = outcome.changes.length > 0 && outcome.remaining.length === 0;
        if (resolved && !used.has(stemKey(outcome.stem))) {
          accept(outcome.stem);
          const rationale =
            `Revised by rule: ${outcome.changes.join('; ')} (the checks flagged: ${[...codes].join(', ')}). ` +
            overlapNote(construct, dimension, outcome.stem);
          return { taskId: task.taskId, stem: outcome.stem, rationale: heuristic(rationale, 800) };
        }
        const why = `No simple rule fixes the flagged wording (${[...codes].join(', ')}), so this is a fresh item. `;
        return fresh(task, dimension, true, why);
      }
      return fresh(task, dimension, true, 'The checks found nothing to fix in the wording, so the feedback is met with a fresh item. ');
    }
    const why = task.avoid ? 'Replaces a discarded item. ' : '';
    return fresh(task, dimension, Boolean(task.avoid) || input.round > 1, why);
  });
  return { items };
}
