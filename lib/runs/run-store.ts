/** The graph's RunStore on the app database: events, rounds, item versions, reviews, decisions. */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { appendEvent } from '@/db/queries/events';
import { saveDecisions, saveVersionReviews, saveWrittenItems } from '@/db/queries/items';
import { claimRoundSubmission, upsertRound } from '@/db/queries/rounds';
import { itemVersions, researchCache, runs } from '@/db/schema';
import type { RunStore } from '@/lib/agents/deps';
import { notifyRun } from './event-bus';

/** How long a research summary is reused for the same construct fingerprint. */
export const RESEARCH_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createRunStore(db: Db, options: { heuristic: boolean }): RunStore {
  /** The current round this store last wrote to each run (a store lives for one execution). */
  const currentRounds = new Map<string, number>();
  return {
    async emit(runId, event) {
      await appendEvent(db, {
        runId,
        round: event.round,
        kind: event.kind ?? 'message',
        agent: event.agent,
        target: event.target ?? null,
        text: options.heuristic && !event.text.startsWith('[heuristic]') && isAgentMessage(event.agent) ? `[heuristic] ${event.text}` : event.text,
        data: event.data ?? null,
        heuristic: options.heuristic,
        dedupeKey: `${event.round}:${event.key}`,
      });
      notifyRun(runId);
    },

    async setRoundStatus(runId, round, status) {
      // The run's current round changes once per round, not at every status of it.
      const makeCurrent = currentRounds.get(runId) !== round;
      await upsertRound(db, { runId, number: round, status, makeCurrent });
      currentRounds.set(runId, round);
    },

    async claimRound(runId, round, by, note) {
      return claimRoundSubmission(db, { runId, number: round, feedbackBy: by, note });
    },

    // Batched: one statement per step whatever the number of items.
    async saveVersions(runId, round, items, heuristic) {
      await saveWrittenItems(db, {
        items: items.map((item) => ({
          runId,
          label: item.label,
          dimensionIndex: item.dimensionIndex,
          dimension: item.dimension,
          createdRound: item.round,
          replacesItemId: item.replaces ? `${runId}:${item.replaces}` : null,
          failedReviews: item.failedReviews,
        })),
        versions: items.map((item) => ({ itemId: item.dbId, runId, round, stem: item.stem, rationale: item.rationale, source: item.source, heuristic })),
      });
    },

    async saveReviews(runId, round, reviews) {
      await saveVersionReviews(db, {
        round,
        reviews: reviews.map(({ item, review }) => ({
          itemId: item.dbId,
          review: {
            contentRatings: review.judges,
            linguistic: review.linguistic ? Object.values(review.linguistic) : null,
            bias: review.bias,
            htc: review.htc,
            htd: review.htd,
            metrics: {
              bands: review.bands,
              targetMean: review.targetMean,
              orbitingMeans: review.orbitingMeans,
              strongestCompetitor: review.strongestCompetitor,
              linguisticComment: review.linguisticComment,
              biasComment: review.biasComment,
            },
            flags: review.flags,
            nearDuplicates: review.nearDuplicates,
            metaComment: review.metaComment,
            metaRevision: review.metaRevision,
            decision: review.decision,
            reasons: review.reasons,
          },
        })),
      });
    },

    async saveDecisions(runId, round, decisions) {
      await saveDecisions(db, {
        round,
        decisions: decisions.map(({ item, action, note }) => ({
          itemId: item.dbId,
          humanDecision: action,
          humanNote: note,
          status: action === 'KEEP' ? 'kept' : action === 'DISCARD' ? 'discarded' : 'active',
          failedReviews: item.failedReviews + (action === 'KEEP' ? 0 : 1),
        })),
      });
    },

    async loadMemory(runId, fingerprint) {
      const rows = await db
        .selectDistinct({ stem: itemVersions.stem })
        .from(itemVersions)
        .innerJoin(runs, eq(runs.id, itemVersions.runId))
        .where(and(eq(runs.fingerprint, fingerprint), ne(runs.id, runId)))
        .limit(500);
      return rows.map((row) => row.stem);
    },

    async getResearch(fingerprint) {
      const [row] = await db
        .select()
        .from(researchCache)
        .where(and(eq(researchCache.fingerprint, fingerprint), gt(researchCache.expiresAt, new Date())))
        .limit(1);
      return row ? { summary: row.summary, sources: row.sources } : null;
    },

    async putResearch(fingerprint, value) {
      const expiresAt = new Date(Date.now() + RESEARCH_TTL_MS);
      await db
        .insert(researchCache)
        .values({ fingerprint, ...value, expiresAt })
        .onConflictDoUpdate({ target: researchCache.fingerprint, set: { ...value, createdAt: new Date(), expiresAt } });
    },
  };
}

/** Messages written by agents (not the code Critic or a person) carry the heuristic label. */
function isAgentMessage(agent: string): boolean {
  return agent !== 'Critic' && agent !== 'Human' && agent !== 'System';
}
