/**
 * The LM-AIG main graph (Lee, Son & Jia, 2025) as wiring only: a deterministic critic routes
 * between research, write, review (a subgraph) and feedback until the run ends.
 *   START → critic ─┬→ web_research → critic
 *                   ├→ item_writer → critic
 *                   ├→ review → critic
 *                   ├→ feedback → critic
 *                   └→ END
 */
import { END, START, StateGraph, type BaseCheckpointSaver } from '@langchain/langgraph';
import type { GraphDeps } from './deps';
import { makeCriticNode, routeFromCritic } from './nodes/critic';
import { makeFeedbackNode } from './nodes/feedback';
import { makeResearchNode } from './nodes/research';
import { makeWriteNode } from './nodes/write';
import { buildReviewChain } from './review-chain';
import { RunStateAnnotation } from './state';

export function buildRunGraph(deps: GraphDeps, checkpointer?: BaseCheckpointSaver) {
  return new StateGraph(RunStateAnnotation)
    .addNode('critic', makeCriticNode(deps))
    .addNode('web_research', makeResearchNode(deps))
    .addNode('item_writer', makeWriteNode(deps))
    .addNode('review', buildReviewChain(deps))
    .addNode('feedback', makeFeedbackNode(deps))
    .addEdge(START, 'critic')
    .addConditionalEdges('critic', routeFromCritic, {
      research: 'web_research',
      write: 'item_writer',
      review: 'review',
      feedback: 'feedback',
      __end__: END,
    })
    .addEdge('web_research', 'critic')
    .addEdge('item_writer', 'critic')
    .addEdge('review', 'critic')
    .addEdge('feedback', 'critic')
    .compile({ checkpointer });
}

export type RunGraph = ReturnType<typeof buildRunGraph>;
