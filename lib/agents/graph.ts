/**
 * The LM-AIG main graph (Lee, Son & Jia, 2025) as wiring only. The deterministic critic is the
 * routing on the edges (lib/agents/nodes/critic.ts):
 *   START → web_research → item_writer ─┬→ review → feedback ─┬→ item_writer (next round)
 *                                       └→ finish              └→ finish → END
 * review is the subgraph {content, linguistic, bias} in parallel → meta_editor → score.
 */
import { END, START, StateGraph, type BaseCheckpointSaver } from '@langchain/langgraph';
import type { GraphDeps } from './deps';
import { makeFinishNode, routeAfterFeedback, routeAfterWrite } from './nodes/critic';
import { makeFeedbackNode } from './nodes/feedback';
import { makeResearchNode } from './nodes/research';
import { makeWriteNode } from './nodes/write';
import { makeReviewNode } from './review-chain';
import { RunStateAnnotation } from './state';

export function buildRunGraph(deps: GraphDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(RunStateAnnotation)
    .addNode('web_research', makeResearchNode(deps))
    .addNode('item_writer', makeWriteNode(deps))
    .addNode('review', makeReviewNode(deps))
    .addNode('feedback', makeFeedbackNode(deps))
    .addNode('finish', makeFinishNode(deps))
    .addEdge(START, 'web_research')
    .addEdge('web_research', 'item_writer')
    .addConditionalEdges('item_writer', routeAfterWrite, { review: 'review', finish: 'finish' })
    .addEdge('review', 'feedback')
    .addConditionalEdges('feedback', routeAfterFeedback, { item_writer: 'item_writer', finish: 'finish' })
    .addEdge('finish', END)
    .compile({ checkpointer });
}
