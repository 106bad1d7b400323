/**
 * The review subgraph: the content, linguistic and bias reviewers fan out in parallel from START,
 * fan in to the meta editor, then the code step scores and decides.
 *   START → {content, linguistic, bias} → meta_editor → score → END
 */
import { END, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import type { GraphDeps } from './deps';
import { makeBiasNode, makeContentNode, makeLinguisticNode, makeMetaNode } from './nodes/reviewers';
import { makeScoreNode } from './nodes/score';
import { ReviewStateAnnotation, type RunState, type RunStateUpdate } from './state';

export function buildReviewChain(deps: GraphDeps) {
  return new StateGraph(ReviewStateAnnotation)
    .addNode('content_reviewer', makeContentNode(deps))
    .addNode('linguistic_reviewer', makeLinguisticNode(deps))
    .addNode('bias_reviewer', makeBiasNode(deps))
    .addNode('meta_editor', makeMetaNode(deps))
    .addNode('score', makeScoreNode(deps))
    .addEdge(START, 'content_reviewer')
    .addEdge(START, 'linguistic_reviewer')
    .addEdge(START, 'bias_reviewer')
    .addEdge(['content_reviewer', 'linguistic_reviewer', 'bias_reviewer'], 'meta_editor')
    .addEdge('meta_editor', 'score')
    .addEdge('score', END)
    .compile();
}

/**
 * The review step of the main graph: runs the subgraph (checkpointed under the parent's
 * checkpointer, in its own namespace) on what reviewing needs, and hands back only the reviewed
 * pool — so the parent does not store every other channel again after each review.
 */
export function makeReviewNode(deps: GraphDeps) {
  const chain = buildReviewChain(deps);
  return async function review(state: RunState, config: LangGraphRunnableConfig): Promise<RunStateUpdate> {
    const { runId, construct, settings, heuristic, round, pool, memory } = state;
    const out = await chain.invoke({ runId, construct, settings, heuristic, round, pool, memory }, config);
    return { pool: out.pool };
  };
}
