'use client';

import { useEffect, useRef, useState } from 'react';
import type { FeedEventView, RunStatusView } from '@/lib/runs/board-types';
import { lastSeq, mergeFeed, parseFeedEvent } from './feed-merge';

export type FeedConnection = 'connecting' | 'live' | 'reconnecting';

const REOPEN_AFTER_MS = 3_000;

/**
 * Follows the run's Server-Sent Events. The browser's EventSource reconnects by itself and sends
 * Last-Event-ID; if it gives up (an HTTP error), the stream is reopened with ?after=<last seq>.
 * Events are deduplicated by seq whatever the server sends.
 */
export function useRunFeed(
  runId: string,
  handlers: { onRun?: (status: RunStatusView) => void; onFeed?: (event: FeedEventView) => void },
): { events: FeedEventView[]; connection: FeedConnection } {
  const [events, setEvents] = useState<FeedEventView[]>([]);
  const [connection, setConnection] = useState<FeedConnection>('connecting');
  const eventsRef = useRef<FeedEventView[]>([]);
  const handlersRef = useRef(handlers);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;

    const open = () => {
      if (disposed) return;
      const after = lastSeq(eventsRef.current);
      source = new EventSource(`/runs/${runId}/events${after > 0 ? `?after=${after}` : ''}`);
      source.onopen = () => setConnection('live');
      source.addEventListener('feed', (message) => {
        const event = parseFeedEvent((message as MessageEvent<string>).data);
        if (!event) return;
        const next = mergeFeed(eventsRef.current, [event]);
        if (next === eventsRef.current) return;
        eventsRef.current = next;
        setEvents(next);
        handlersRef.current.onFeed?.(event);
      });
      source.addEventListener('run', (message) => {
        try {
          handlersRef.current.onRun?.(JSON.parse((message as MessageEvent<string>).data) as RunStatusView);
        } catch {
          /* a malformed status is ignored; the board poll catches up */
        }
      });
      source.onerror = () => {
        if (disposed || !source) return;
        setConnection('reconnecting');
        if (source.readyState === EventSource.CLOSED) {
          source.close();
          timer = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
    };

    open();
    return () => {
      disposed = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [runId]);

  return { events, connection };
}
