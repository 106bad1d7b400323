/**
 * ItemWriter: round 1 writes N items per dimension; later rounds revise only the items sent back
 * (REVISE), replace discarded ones with new items for the same dimension, and take a person's
 * edited stems as written. KEEP items are frozen: never sent to the writer, and restored verbatim
 * if a model answers for them anyway. Items that failed review twice go to the strong tier.
 */
import { itemDbId } from '@/db/queries/items';
import { writerTierFor } from '@/lib/llm/tiers';
import type { GraphDeps } from '../deps';
import { dimensionPrefixes, nextLabel } from '../labels';
import type { WriterOutput, WriterTask } from '../schemas';
import type { PoolItem, RunState, RunStateUpdate } from '../state';

interface WritePlan {
  /** The pool after the step, with placeholders for the items the writer must answer. */
  pool: PoolItem[];
  tasks: Array<WriterTask & { tier: 'small' | 'strong' }>;
  /** Labels of items whose text changes this round without the writer (person's edits). */
  edited: string[];
}

/** Pure: which writing tasks this round needs, and the pool they will fill in. */
export function planWrite(state: Pick<RunState, 'runId' | 'construct' | 'settings' | 'pool' | 'round'>): WritePlan {
  const { construct, round } = state;
  const prefixes = dimensionPrefixes(construct);
  const used = new Set(state.pool.map((item) => item.label));
  const tasks: WritePlan['tasks'] = [];
  const edited: string[] = [];
  const blank = (label: string, dimensionIndex: number, replaces: string | null): PoolItem => ({
    label,
    dbId: itemDbId(state.runId, label),
    dimensionIndex,
    dimension: construct.dimensions[dimensionIndex]!.name,
    status: 'active',
    stem: '',
    rationale: '',
    source: 'writer',
    round,
    failedReviews: 0,
    pending: null,
    review: null,
    replaces,
  });

  if (state.pool.length === 0) {
    const pool: PoolItem[] = [];
    construct.dimensions.forEach((dimension, index) => {
      for (let k = 0; k < state.settings.itemsPerDimension; k++) {
        const label = nextLabel(prefixes[index]!, used);
        used.add(label);
        pool.push(blank(label, index, null));
        tasks.push({ taskId: label, kind: 'new', dimension: dimension.name, tier: 'small' });
      }
    });
    return { pool, tasks, edited };
  }

  const pool: PoolItem[] = [];
  for (const item of state.pool) {
    const pending = item.pending;
    if (!pending) {
      pool.push(item);
    } else if (pending.kind === 'edited') {
      pool.push({ ...item, stem: pending.stem, source: 'human-edit', round, pending: null, review: null, rationale: item.rationale });
      edited.push(item.label);
    } else if (pending.kind === 'revise') {
      pool.push({ ...item, round, pending: null, review: null });
      tasks.push({
        taskId: item.label,
        kind: 'revise',
        dimension: item.dimension,
        currentStem: item.stem,
        feedback: pending.feedback,
        tier: writerTierFor(item.failedReviews),
      });
    } else {
      // Discarded: the old item stays discarded (its history is kept); a new one takes its place.
      pool.push({ ...item, pending: null });
      const label = nextLabel(prefixes[item.dimensionIndex]!, used);
      used.add(label);
      pool.push(blank(label, item.dimensionIndex, item.label));
      tasks.push({ taskId: label, kind: 'new', dimension: item.dimension, avoid: item.stem, feedback: pending.feedback, tier: 'small' });
    }
  }
  return { pool, tasks, edited };
}

/** Pure: fills the writer's answers into the planned pool. Frozen and untouched items stay as they were. */
export function applyWriterOutput(
  plan: WritePlan,
  outputs: Array<{ tier: 'small' | 'strong'; output: WriterOutput }>,
  heuristic: boolean,
): { pool: PoolItem[]; ignored: string[]; missing: string[] } {
  const taskIds = new Set(plan.tasks.map((task) => task.taskId));
  const answers = new Map<string, { stem: string; rationale: string; tier: 'small' | 'strong' }>();
  const ignored: string[] = [];
  for (const { tier, output } of outputs) {
    for (const answer of output.items) {
      if (taskIds.has(answer.taskId) && !answers.has(answer.taskId)) answers.set(answer.taskId, { ...answer, tier });
      else ignored.push(answer.taskId);
    }
  }
  const missing = [...taskIds].filter((id) => !answers.has(id));
  const pool = plan.pool.map((item) => {
    const answer = answers.get(item.label);
    if (!answer) return item;
    const source = heuristic ? 'offline' : answer.tier === 'strong' ? 'writer-strong' : 'writer';
    return { ...item, stem: answer.stem.trim(), rationale: answer.rationale.trim(), source };
  });
  return { pool, ignored, missing };
}

/** Stems the writer must not repeat: every version of this run so far, plus earlier runs. */
function memoryFor(state: RunState): string[] {
  return [...new Set([...state.memory, ...state.pool.map((item) => item.stem).filter(Boolean)])];
}

export function makeWriteNode(deps: GraphDeps) {
  return async function write(state: RunState): Promise<RunStateUpdate> {
    // Every write starts a round: 1 after research, then one more after each round's feedback.
    const round = state.round + 1;
    const ctx = { runId: state.runId, round };
    if (round > 1) await announceRound(deps, state, round);
    await deps.store.setRoundStatus(state.runId, round, 'writing');
    const plan = planWrite({ ...state, round });
    const outputs: Array<{ tier: 'small' | 'strong'; output: WriterOutput }> = [];
    for (const tier of ['small', 'strong'] as const) {
      const tasks: WriterTask[] = plan.tasks
        .filter((task) => task.tier === tier)
        .map((task) => ({ taskId: task.taskId, kind: task.kind, dimension: task.dimension, currentStem: task.currentStem, feedback: task.feedback, avoid: task.avoid }));
      if (tasks.length === 0) continue;
      if (tier === 'strong') {
        await deps.store.emit(state.runId, {
          round,
          agent: 'Critic',
          target: 'ItemWriter',
          kind: 'info',
          key: 'write:escalate',
          text: `${tasks.map((t) => t.taskId).join(', ')} failed review twice: revised by the strong writer model.`,
          data: { escalated: tasks.map((t) => t.taskId) },
        });
      }
      const output = await deps.panel.write(
        {
          construct: state.construct,
          tasks,
          researchSummary: state.research?.summary ?? '',
          notes: state.notes,
          memory: memoryFor(state),
          tier,
          round,
        },
        ctx,
      );
      outputs.push({ tier, output });
    }
    const { pool, ignored, missing } = applyWriterOutput(plan, outputs, state.heuristic);
    if (missing.length > 0) {
      throw new Error(`The writer returned no item for ${missing.join(', ')}; the round was not changed. Retry the run.`);
    }
    const changed = pool.filter((item) => item.round === round && item.status === 'active');
    await deps.store.saveVersions(state.runId, round, changed, state.heuristic);
    if (ignored.length > 0) {
      await deps.store.emit(state.runId, {
        round,
        agent: 'Critic',
        target: 'ItemWriter',
        kind: 'warning',
        key: 'write:ignored',
        text: `Ignored writer output for ${ignored.join(', ')}: frozen or unknown items are never rewritten.`,
        data: { ignored },
      });
    }
    const written = plan.tasks.length;
    await deps.store.emit(state.runId, {
      round,
      agent: 'ItemWriter',
      target: 'Critic',
      key: 'write',
      text:
        round === 1
          ? `Wrote ${written} items for ${state.construct.dimensions.length} dimensions.`
          : `Revised ${plan.tasks.filter((t) => t.kind === 'revise').length} and replaced ${plan.tasks.filter((t) => t.kind === 'new').length} items; ${plan.edited.length} edited by hand.`,
      data: { items: changed.map((item) => ({ label: item.label, dimension: item.dimension, stem: item.stem, source: item.source })) },
    });
    return { pool, round };
  };
}

/** The critic's word to the writer at the start of a new round: what it will and will not touch. */
async function announceRound(deps: GraphDeps, state: RunState, round: number) {
  const counts = { revise: 0, replace: 0, edited: 0 };
  for (const item of state.pool) if (item.pending) counts[item.pending.kind] += 1;
  const frozen = state.pool.filter((item) => item.status === 'kept').length;
  await deps.store.emit(state.runId, {
    round,
    agent: 'Critic',
    target: 'ItemWriter',
    key: 'critic:round',
    text: `Round ${round}: revise ${counts.revise}, replace ${counts.replace}, re-review ${counts.edited} edited; ${frozen} frozen.`,
    data: { ...counts, frozen },
  });
}
