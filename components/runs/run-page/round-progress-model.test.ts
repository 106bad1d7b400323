import { describe, expect, it } from 'vitest';
import type { FeedEventView } from '@/lib/runs/board-types';
import { roundProgress } from './round-progress-model';

let seq = 0;
const ev = (round: number, agent: string, target: string | null, kind: FeedEventView['kind'] = 'message'): FeedEventView => ({
  seq: ++seq,
  round,
  kind,
  agent,
  target,
  text: '…',
  heuristic: false,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const states = (steps: ReturnType<typeof roundProgress>) => Object.fromEntries(steps.map((s) => [s.id, s.state]));

describe('round progress', () => {
  it('shows research then writing at the start of a run', () => {
    expect(states(roundProgress([], 1, 'running', 'person'))).toMatchObject({ research: 'active', write: 'pending', feedback: 'pending' });
    expect(states(roundProgress([ev(0, 'WebSurfer', 'ItemWriter')], 1, 'running', 'person'))).toMatchObject({ research: 'done', write: 'active' });
  });

  it('runs the three reviewers in parallel and marks each done by its own message', () => {
    const events = [ev(0, 'WebSurfer', 'ItemWriter'), ev(1, 'ItemWriter', 'Critic'), ev(1, 'BiasReviewer', 'MetaEditor')];
    expect(states(roundProgress(events, 1, 'running', 'person'))).toMatchObject({
      write: 'done',
      content: 'active',
      linguistic: 'active',
      bias: 'done',
      meta: 'pending',
    });
  });

  it('waits for the person once scored, and has no research step after round 1', () => {
    const events = [ev(2, 'Critic', 'ItemWriter'), ev(2, 'ItemWriter', 'Critic'), ev(2, 'MetaEditor', 'Critic'), ev(2, 'Critic', 'Board')];
    const steps = roundProgress(events, 2, 'waiting_review', 'person');
    expect(steps.map((s) => s.id)).not.toContain('research');
    expect(states(steps)).toMatchObject({ write: 'done', content: 'done', meta: 'done', score: 'done', feedback: 'waiting' });
    expect(steps.at(-1)!.label).toBe('Your review');
  });

  it('counts only messages of the round shown', () => {
    const events = [ev(1, 'ItemWriter', 'Critic'), ev(1, 'ContentReviewer', 'MetaEditor')];
    expect(states(roundProgress(events, 2, 'running', 'lewmod'))).toMatchObject({ write: 'active', content: 'pending' });
  });

  it('marks the step that was running when the run failed', () => {
    const events = [ev(0, 'WebSurfer', 'ItemWriter'), ev(1, 'ItemWriter', 'Critic'), ev(1, 'System', null, 'error')];
    expect(states(roundProgress(events, 1, 'failed', 'person'))).toMatchObject({ write: 'done', content: 'failed', linguistic: 'pending' });
  });

  it('recognises the decisions of LewMod and of auto-keep as the end of the round', () => {
    expect(states(roundProgress([ev(1, 'LewMod', 'Critic')], 1, 'running', 'lewmod')).feedback).toBe('done');
    expect(states(roundProgress([ev(1, 'Critic', 'Critic')], 1, 'completed', 'auto-keep')).feedback).toBe('done');
    expect(states(roundProgress([ev(1, 'MetaEditor', 'Critic')], 1, 'running', 'person'))).toMatchObject({ score: 'active', feedback: 'pending' });
  });
});
