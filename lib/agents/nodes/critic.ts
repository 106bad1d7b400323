/**
 * The Critic: a deterministic router (no LLM call; the paper's workflow order is fixed). Its
 * decisions are pure routing functions on the graph's edges — so routing costs no extra
 * checkpointed step — and one `finish` node that records why the run ended: the scale was
 * approved, every item was kept (the quality gate), or the round limit was reached.
 */
import type { GraphDeps } from '../deps';
import type { PoolItem, RunState, RunStateUpdate } from '../state';
import { finalWarnings } from './final-result';

export type AfterWrite = 'review' | 'finish';
export type AfterFeedback = 'item_writer' | 'finish';

export function hasPendingWork(pool: PoolItem[]): boolean {
  return pool.some((item) => item.pending !== null);
}

/** After writing: review the active items; with none left (all kept) the run is done. */
export function routeAfterWrite(state: Pick<RunState, 'pool'>): AfterWrite {
  return state.pool.some((item) => item.status === 'active') ? 'review' : 'finish';
}

/** Why the run ends after this round's feedback, or null when another round follows. */
export function endReasonAfterFeedback(state: Pick<RunState, 'round' | 'pool' | 'approved' | 'settings'>): string | null {
  const { round, pool, settings } = state;
  if (state.approved) return `The scale was approved in round ${round}.`;
  const open = pool.some((item) => item.status === 'active') || hasPendingWork(pool);
  if (!open) return `Every item was kept in round ${round}.`;
  if (round >= settings.maxRounds) return `The limit of ${settings.maxRounds} round${settings.maxRounds === 1 ? '' : 's'} was reached.`;
  return null;
}

/** After feedback: another round, or the end. */
export function routeAfterFeedback(state: Pick<RunState, 'round' | 'pool' | 'approved' | 'settings'>): AfterFeedback {
  return endReasonAfterFeedback(state) === null ? 'item_writer' : 'finish';
}

/** The end of a run: its reason and, short of approval, warnings naming the best remaining items. */
export function makeFinishNode(deps: GraphDeps) {
  return async function finish(state: RunState): Promise<RunStateUpdate> {
    const endReason = endReasonAfterFeedback(state) ?? 'Every item is kept: nothing left to review.';
    const warnings = finalWarnings(state);
    await deps.store.emit(state.runId, {
      round: state.round,
      agent: 'Critic',
      target: 'Board',
      kind: 'status',
      key: 'critic:done',
      text: [endReason, ...warnings].join(' '),
      data: { endReason, warnings },
    });
    return { endReason, warnings };
  };
}
