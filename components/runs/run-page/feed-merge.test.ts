import { describe, expect, it } from 'vitest';
import type { FeedEventView } from '@/lib/runs/board-types';
import { lastSeq, mergeFeed, parseFeedEvent } from './feed-merge';

const ev = (seq: number): FeedEventView => ({
  seq,
  round: 1,
  kind: 'message',
  agent: 'ItemWriter',
  target: 'Critic',
  text: `event ${seq}`,
  heuristic: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('feed merge', () => {
  it('appends new events in order', () => {
    expect(mergeFeed([ev(1), ev(2)], [ev(3), ev(4)]).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('drops events it already has (a replay after reconnect) and keeps the same list when nothing is new', () => {
    const current = [ev(1), ev(2), ev(3)];
    expect(mergeFeed(current, [ev(2), ev(3)])).toBe(current);
    expect(mergeFeed(current, [ev(3), ev(4), ev(4)]).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('puts a late event in its place', () => {
    expect(mergeFeed([ev(1), ev(3)], [ev(2)]).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('knows where to continue after a reconnect', () => {
    expect(lastSeq([])).toBe(0);
    expect(lastSeq([ev(4), ev(9), ev(7)])).toBe(9);
  });

  it('parses only well-formed payloads', () => {
    expect(parseFeedEvent(JSON.stringify(ev(5)))?.seq).toBe(5);
    expect(parseFeedEvent('{"seq":"5"}')).toBeNull();
    expect(parseFeedEvent('not json')).toBeNull();
  });
});
