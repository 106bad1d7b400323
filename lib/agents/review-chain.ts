/**
 * The review subgraph: the content, linguistic and bias reviewers fan out in parallel from START,
 * fan in to the meta editor, then the code step scores and decides.
 *   START → {content, linguistic, bias} → meta_editor → score → END
 */
import { END, START, StateGraph } from '@langchain/langgraph';
import type { GraphDeps } from './deps';
import { makeBiasNode, makeContentNode, makeLinguisticNode, makeMetaNode } from './nodes/reviewers';
import { makeScoreNode } from './nodes/score';
import { ReviewStateAnnotation } from './state';

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
