/**
 * The three reviewers of the review subgraph, run in parallel on the active items only (frozen
 * items are never re-reviewed), one batch call each per round.
 */
import type { GraphDeps } from '../deps';
import { DEFAULT_JUDGES, type ReviewItem } from '../panel';
import type { ReviewState } from '../state';

/** The items under review this round: the active ones, in pool order. */
export function activeReviewItems(state: Pick<ReviewState, 'pool'>): ReviewItem[] {
  return state.pool
    .filter((item) => item.status === 'active')
    .map((item) => ({ itemId: item.label, dimensionIndex: item.dimensionIndex, dimension: item.dimension, stem: item.stem }));
}

export function judgePersonas(count: number): string[] {
  return Array.from({ length: count }, (_, i) => DEFAULT_JUDGES[i] ?? `Judge ${String.fromCharCode(65 + i)}: another naive reader`);
}

export function makeContentNode(deps: GraphDeps) {
  return async function content(state: ReviewState) {
    const items = activeReviewItems(state);
    const judges = judgePersonas(state.settings.judges);
    const out = await deps.panel.content({ construct: state.construct, items, judges }, { runId: state.runId, round: state.round });
    await deps.store.emit(state.runId, {
      round: state.round,
      agent: 'ContentReviewer',
      target: 'MetaEditor',
      key: 'review:content',
      text: `Rated ${out.ratings.length} items against their target and orbiting definitions with ${judges.length} judges.`,
      data: { ratings: out.ratings },
    });
    return { contentOut: out };
  };
}

export function makeLinguisticNode(deps: GraphDeps) {
  return async function linguistic(state: ReviewState) {
    const items = activeReviewItems(state);
    const out = await deps.panel.linguistic({ construct: state.construct, items }, { runId: state.runId, round: state.round });
    const weak = out.ratings.filter((r) => Math.min(r.grammar, r.readability, r.negativeLanguage, r.clarity) <= 3).length;
    await deps.store.emit(state.runId, {
      round: state.round,
      agent: 'LinguisticReviewer',
      target: 'MetaEditor',
      key: 'review:linguistic',
      text: `Scored ${out.ratings.length} items on grammar, readability, negative language and clarity; ${weak} with a criterion at 3 or below.`,
      data: { ratings: out.ratings },
    });
    return { linguisticOut: out };
  };
}

export function makeBiasNode(deps: GraphDeps) {
  return async function bias(state: ReviewState) {
    const items = activeReviewItems(state);
    const out = await deps.panel.bias({ construct: state.construct, items }, { runId: state.runId, round: state.round });
    const flagged = out.ratings.filter((r) => r.score <= 3).length;
    await deps.store.emit(state.runId, {
      round: state.round,
      agent: 'BiasReviewer',
      target: 'MetaEditor',
      key: 'review:bias',
      text: `Checked ${out.ratings.length} items for gender, religion, race, age and culture bias; ${flagged} scored 3 or below.`,
      data: { ratings: out.ratings },
    });
    return { biasOut: out };
  };
}

export function makeMetaNode(deps: GraphDeps) {
  return async function meta(state: ReviewState) {
    const items = activeReviewItems(state);
    const out = await deps.panel.meta(
      {
        construct: state.construct,
        items,
        content: state.contentOut ?? { ratings: [] },
        linguistic: state.linguisticOut ?? { ratings: [] },
        bias: state.biasOut ?? { ratings: [] },
      },
      { runId: state.runId, round: state.round },
    );
    await deps.store.emit(state.runId, {
      round: state.round,
      agent: 'MetaEditor',
      target: 'Critic',
      key: 'review:meta',
      text: `Synthesised the three reviews; suggested revisions for ${out.reviews.filter((r) => r.suggestedRevision).length} items.`,
      data: { reviews: out.reviews },
    });
    return { metaOut: out };
  };
}
