/** The live feed's list: events in sequence order, each exactly once, whatever arrives twice. */
import type { FeedEventView } from '@/lib/runs/board-types';

/** Merges `incoming` into `current` (sorted by seq, no duplicates); returns `current` when nothing is new. */
export function mergeFeed(current: FeedEventView[], incoming: FeedEventView[]): FeedEventView[] {
  const seen = new Set(current.map((event) => event.seq));
  const fresh = incoming.filter((event) => {
    if (!Number.isSafeInteger(event.seq) || seen.has(event.seq)) return false;
    seen.add(event.seq);
    return true;
  });
  if (fresh.length === 0) return current;
  const last = current.at(-1)?.seq ?? 0;
  // The usual case: new events after everything already shown.
  if (fresh.every((event, i) => event.seq > (i === 0 ? last : fresh[i - 1]!.seq))) return [...current, ...fresh];
  return [...current, ...fresh].sort((a, b) => a.seq - b.seq);
}

/** The highest sequence number seen: where a reconnect continues from. */
export function lastSeq(events: FeedEventView[]): number {
  return events.reduce((max, event) => Math.max(max, event.seq), 0);
}

/** Parses an SSE data payload into a feed event, or null when it is not one. */
export function parseFeedEvent(data: string): FeedEventView | null {
  try {
    const value = JSON.parse(data) as Partial<FeedEventView>;
    if (typeof value.seq !== 'number' || typeof value.text !== 'string' || typeof value.agent !== 'string') return null;
    return value as FeedEventView;
  } catch {
    return null;
  }
}
