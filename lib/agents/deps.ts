/**
 * What the graph's nodes need from the outside world, injected when the graph is built so nodes
 * stay testable: the agent panel, the run's storage and the web search source.
 */
import type { ItemAction } from './schemas';
import type { Panel, SearchResult } from './panel';
import type { ItemReview, PoolItem } from './state';

export interface FeedEvent {
  round: number;
  /** Paper-style sender and receiver: `ItemWriter → Critic`. */
  agent: string;
  target?: string;
  text: string;
  kind?: 'message' | 'info' | 'warning' | 'error' | 'status';
  data?: Record<string, unknown>;
  /** Unique within the round: makes the write idempotent when a node is replayed. */
  key: string;
}

export interface RunStore {
  /** Appends a feed event (idempotent per round + key). */
  emit(runId: string, event: FeedEvent): Promise<void>;
  /** Creates the round row or moves it forward (never back from submitted). */
  setRoundStatus(runId: string, round: number, status: 'writing' | 'reviewing' | 'awaiting_feedback'): Promise<void>;
  /** Marks the round submitted; false when it already was (a second submission). */
  claimRound(runId: string, round: number, by: 'human' | 'lewmod' | 'auto-keep', note: string | null): Promise<boolean>;
  /** Stores items' current versions (new items, rewrites, edits). */
  saveVersions(runId: string, round: number, items: PoolItem[], heuristic: boolean): Promise<void>;
  /** Stores the reviews of a round. */
  saveReviews(runId: string, round: number, reviews: Array<{ item: PoolItem; review: ItemReview }>): Promise<void>;
  /** Stores the feedback decisions of a round and the items' new statuses. */
  saveDecisions(
    runId: string,
    round: number,
    decisions: Array<{ item: PoolItem; action: ItemAction; note: string | null }>,
  ): Promise<void>;
  /** Stems of earlier runs of the same construct fingerprint. */
  loadMemory(runId: string, fingerprint: string): Promise<string[]>;
  /** Cached research for a fingerprint, if fresh. */
  getResearch(fingerprint: string): Promise<{ summary: string; sources: Array<{ title: string; url: string }> } | null>;
  putResearch(fingerprint: string, value: { summary: string; sources: Array<{ title: string; url: string }> }): Promise<void>;
}

/** Web search (Tavily); null when no key is configured. */
export interface SearchSource {
  search(query: string): Promise<SearchResult[]>;
}

export interface GraphDeps {
  panel: Panel;
  store: RunStore;
  search: SearchSource | null;
}
