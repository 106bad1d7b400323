/**
 * Which agents are done in the current round, read from the feed: each node of the graph writes
 * one message when it finishes (ItemWriter → Critic, ContentReviewer → MetaEditor, …).
 */
import type { FeedEventView, RunStatus } from '@/lib/runs/board-types';
import type { FeedbackMode } from '@/lib/runs/settings';

export type StepState = 'done' | 'active' | 'waiting' | 'pending' | 'failed' | 'skipped';

export interface ProgressStep {
  id: 'research' | 'write' | 'content' | 'linguistic' | 'bias' | 'meta' | 'score' | 'feedback';
  label: string;
  detail: string;
  state: StepState;
}

type StepDef = Omit<ProgressStep, 'state'> & { done: (event: FeedEventView) => boolean; parallel?: boolean };

const FEEDBACK_LABEL: Record<FeedbackMode, { label: string; detail: string }> = {
  person: { label: 'Your review', detail: 'Decisions on the board' },
  lewmod: { label: 'LewMod', detail: 'Automated senior psychometrician' },
  'auto-keep': { label: 'Computed decisions', detail: 'Accepted without review' },
};

function steps(round: number, mode: FeedbackMode): StepDef[] {
  const inRound = (event: FeedEventView) => event.round === round;
  const defs: StepDef[] = [
    { id: 'write', label: 'ItemWriter', detail: round === 1 ? 'Writes the items' : 'Revises and replaces items', done: (e) => inRound(e) && e.agent === 'ItemWriter' },
    { id: 'content', label: 'ContentReviewer', detail: 'Judges rate target vs orbiting', done: (e) => inRound(e) && e.agent === 'ContentReviewer', parallel: true },
    { id: 'linguistic', label: 'LinguisticReviewer', detail: 'Four language criteria', done: (e) => inRound(e) && e.agent === 'LinguisticReviewer', parallel: true },
    { id: 'bias', label: 'BiasReviewer', detail: 'Gender, religion, race, age, culture', done: (e) => inRound(e) && e.agent === 'BiasReviewer', parallel: true },
    { id: 'meta', label: 'MetaEditor', detail: 'Synthesis and suggested revisions', done: (e) => inRound(e) && e.agent === 'MetaEditor' },
    {
      id: 'score',
      label: 'Scoring',
      detail: 'c, d, bands and decisions in code',
      done: (e) => inRound(e) && e.agent === 'Critic' && e.target === 'Board' && e.kind !== 'status',
    },
    {
      id: 'feedback',
      ...FEEDBACK_LABEL[mode],
      done: (e) => inRound(e) && e.target === 'Critic' && (e.agent === 'Human' || e.agent === 'LewMod' || e.agent === 'Critic'),
    },
  ];
  if (round <= 1) {
    defs.unshift({ id: 'research', label: 'WebSurfer', detail: 'Research and item memory', done: (e) => e.round === 0 && e.agent === 'WebSurfer' });
  }
  return defs;
}

/** The steps of `round` with their state, given the run's status. */
export function roundProgress(events: FeedEventView[], round: number, status: RunStatus, mode: FeedbackMode): ProgressStep[] {
  const defs = steps(Math.max(1, round), mode);
  const done = defs.map((def) => events.some(def.done));
  // Everything before the last finished sequential step is finished too (a replayed node may not
  // re-emit); the parallel reviewers count only by their own messages until a later step is done.
  const lastDone = defs.reduce((last, def, i) => (done[i] && !def.parallel ? i : last), -1);
  const states: StepState[] = defs.map((_, i) => (done[i] || i < lastDone ? 'done' : 'pending'));
  const firstOpen = states.indexOf('pending');
  if (firstOpen !== -1) {
    if (status === 'waiting_review') {
      const feedback = defs.findIndex((def) => def.id === 'feedback');
      for (let i = firstOpen; i < feedback; i++) states[i] = 'done';
      states[feedback] = 'waiting';
    } else if (status === 'failed') {
      states[firstOpen] = 'failed';
    } else if (status === 'completed') {
      for (let i = firstOpen; i < states.length; i++) states[i] = 'skipped';
    } else {
      states[firstOpen] = 'active';
      // The three reviewers run in parallel.
      if (defs[firstOpen]!.parallel) {
        for (let i = firstOpen + 1; i < defs.length && defs[i]!.parallel; i++) if (states[i] === 'pending') states[i] = 'active';
      }
    }
  }
  return defs.map(({ id, label, detail }, i) => ({ id, label, detail, state: states[i]! }));
}
