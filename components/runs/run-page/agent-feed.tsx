'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FeedEventView } from '@/lib/runs/board-types';
import { cx } from '@/components/ui/cx';
import { formatClock } from '../format';
import { HeuristicBadge } from '../heuristic-badge';
import type { FeedConnection } from './use-run-feed';

const KIND_STYLE: Record<FeedEventView['kind'], string> = {
  message: 'border-l-slate-200',
  info: 'border-l-sky-300',
  status: 'border-l-brand-600',
  warning: 'border-l-amber-400 bg-amber-50/60',
  error: 'border-l-red-500 bg-red-50/70',
};

const CONNECTION: Record<FeedConnection, { label: string; dot: string }> = {
  connecting: { label: 'Connecting…', dot: 'bg-slate-400' },
  live: { label: 'Live', dot: 'bg-emerald-500' },
  reconnecting: { label: 'Reconnecting…', dot: 'bg-amber-500' },
};

/** The agents' messages in the paper's style (`ItemWriter → Critic: …`), newest at the bottom. */
export function AgentFeed({ events, connection }: { events: FeedEventView[]; connection: FeedConnection }) {
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [events.length]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  const status = CONNECTION[connection];
  return (
    <section aria-labelledby="agent-feed-title" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="agent-feed">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
        <h2 id="agent-feed-title" className="text-base font-semibold">
          Agent feed
        </h2>
        <span className="flex items-center gap-1.5 text-xs text-slate-500" data-testid="feed-connection" data-state={connection}>
          <span aria-hidden className={cx('h-2 w-2 rounded-full', status.dot)} />
          {status.label}
        </span>
      </header>
      <div
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Agent messages"
        tabIndex={0}
        className="max-h-[max(18rem,calc(100vh-20rem))] min-h-40 overflow-y-auto px-4 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
      >
        {events.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500" data-testid="feed-empty">
            Waiting for the first agent to report…
          </p>
        ) : (
          <ol className="space-y-2">
            {events.map((event, index) => {
              const divider = event.round !== events[index - 1]?.round;
              return (
                <li key={event.seq} data-testid="feed-entry" data-seq={event.seq} data-kind={event.kind} data-round={event.round}>
                  {divider && (
                    <div className="mt-1 mb-2 flex items-center gap-2 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
                      <span>{event.round === 0 ? 'Preparation' : `Round ${event.round}`}</span>
                      <span aria-hidden className="h-px flex-1 bg-slate-200" />
                    </div>
                  )}
                  <div className={cx('rounded-r border-l-2 py-1 pr-1 pl-2.5', KIND_STYLE[event.kind])}>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                      <p className="text-xs font-semibold text-slate-800" data-testid="feed-entry-route">
                        {event.agent}
                        {event.target && (
                          <>
                            <span aria-hidden className="mx-1 font-normal text-slate-400">
                              →
                            </span>
                            <span className="sr-only"> to </span>
                            {event.target}
                          </>
                        )}
                      </p>
                      <time dateTime={event.createdAt} className="text-[11px] text-slate-400 tabular-nums">
                        {formatClock(event.createdAt)}
                      </time>
                    </div>
                    <p className="mt-0.5 text-[13px] leading-snug break-words text-slate-700" data-testid="feed-entry-text">
                      {event.text}
                    </p>
                    {event.heuristic && <HeuristicBadge compact className="mt-1" />}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
