import { describe, expect, it } from 'vitest';
import { runSettingsSchema } from '@/lib/runs/settings';
import type { PoolItem } from '../state';
import { endReasonAfterFeedback, routeAfterFeedback, routeAfterWrite } from './critic';

const item = (status: PoolItem['status'], pending: PoolItem['pending'] = null): PoolItem => ({
  label: 'X-1',
  dbId: 'r:X-1',
  dimensionIndex: 0,
  dimension: 'X',
  status,
  stem: 'I feel calm using AI at work.',
  rationale: '',
  source: 'writer',
  round: 1,
  failedReviews: 0,
  pending,
  review: null,
  replaces: null,
});
const settings = runSettingsSchema.parse({ maxRounds: 3 });

describe('the critic routes deterministically', () => {
  it('reviews after writing while any item is active, else finishes', () => {
    expect(routeAfterWrite({ pool: [item('kept'), item('active')] })).toBe('review');
    expect(routeAfterWrite({ pool: [item('kept'), item('discarded')] })).toBe('finish');
  });

  it.each([
    ['approved', { approved: true, round: 1, pool: [item('active')] }, 'The scale was approved in round 1.'],
    ['every item kept (quality gate)', { approved: false, round: 2, pool: [item('kept'), item('kept')] }, 'Every item was kept in round 2.'],
    ['round limit', { approved: false, round: 3, pool: [item('active', { kind: 'revise', feedback: [] })] }, 'The limit of 3 rounds was reached.'],
  ])('ends after feedback when %s', (_, state, reason) => {
    expect(endReasonAfterFeedback({ ...state, settings })).toBe(reason);
    expect(routeAfterFeedback({ ...state, settings })).toBe('finish');
  });

  it('starts another round while work is pending and rounds remain', () => {
    const state = { approved: false, round: 2, settings, pool: [item('kept'), item('discarded', { kind: 'replace', feedback: [] })] };
    expect(endReasonAfterFeedback(state)).toBeNull();
    expect(routeAfterFeedback(state)).toBe('item_writer');
  });
});
