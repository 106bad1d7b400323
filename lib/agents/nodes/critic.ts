/**
 * The Critic: a deterministic router (no LLM call, as in the paper's workflow order). It reads
 * what just happened and picks the next phase, starts new rounds, and ends the run when the scale
 * is approved, every item is kept (the quality gate) or the round limit is reached.
 */
import type { GraphDeps } from '../deps';
import type { Phase, PoolItem, RunState, RunStateUpdate } from '../state';
import { finalWarnings } from './final-result';

export interface CriticDecision {
  next: Phase | 'done';
  round: number;
  endReason: string | null;
}

export function hasPendingWork(pool: PoolItem[]): boolean {
  return pool.some((item) => item.pending !== null);
}

/** Pure: the next phase after `state.phase`. */
export function decideNext(state: Pick<RunState, 'phase' | 'round' | 'pool' | 'approved' | 'settings'>): CriticDecision {
  const { phase, round, pool, settings } = state;
  switch (phase) {
    case null:
      return { next: 'research', round, endReason: null };
    case 'research':
      return { next: 'write', round: 1, endReason: null };
    case 'write':
      return pool.some((item) => item.status === 'active')
        ? { next: 'review', round, endReason: null }
        : { next: 'done', round, endReason: 'Every item is kept: nothing left to review.' };
    case 'review':
      return { next: 'feedback', round, endReason: null };
    case 'feedback': {
      if (state.approved) return { next: 'done', round, endReason: `The scale was approved in round ${round}.` };
      const open = pool.some((item) => item.status === 'active') || hasPendingWork(pool);
      if (!open) return { next: 'done', round, endReason: `Every item was kept in round ${round}.` };
      if (round >= settings.maxRounds) {
        return { next: 'done', round, endReason: `The limit of ${settings.maxRounds} round${settings.maxRounds === 1 ? '' : 's'} was reached.` };
      }
      return { next: 'write', round: round + 1, endReason: null };
    }
    default:
      return { next: 'done', round, endReason: state.approved ? 'The scale was approved.' : 'The run ended.' };
  }
}

export function makeCriticNode(deps: GraphDeps) {
  return async function critic(state: RunState): Promise<RunStateUpdate> {
    const decision = decideNext(state);
    if (decision.next === 'done') {
      const warnings = finalWarnings(state);
      await deps.store.emit(state.runId, {
        round: state.round,
        agent: 'Critic',
        target: 'Board',
        kind: 'status',
        key: 'critic:done',
        text: [decision.endReason, ...warnings].join(' '),
        data: { endReason: decision.endReason, warnings },
      });
      return { phase: 'done', endReason: decision.endReason, warnings };
    }
    if (decision.next === 'write' && decision.round > 1) {
      const counts = { revise: 0, replace: 0, edited: 0 };
      for (const item of state.pool) if (item.pending) counts[item.pending.kind] += 1;
      const frozen = state.pool.filter((item) => item.status === 'kept').length;
      await deps.store.emit(state.runId, {
        round: decision.round,
        agent: 'Critic',
        target: 'ItemWriter',
        key: 'critic:round',
        text: `Round ${decision.round}: revise ${counts.revise}, replace ${counts.replace}, re-review ${counts.edited} edited; ${frozen} frozen.`,
        data: { ...counts, frozen },
      });
    }
    return { phase: decision.next, round: decision.round };
  };
}

/** Routing: the critic's decision names the next node. */
export function routeFromCritic(state: RunState): Phase | '__end__' {
  return state.phase === 'done' || state.phase === null ? '__end__' : state.phase;
}
