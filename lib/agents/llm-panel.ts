/**
 * The panel on real models: each agent is one structured call per round through lib/llm
 * (per-agent model and temperature, fallbacks, error-fed corrections, every call recorded).
 */
import type { AgentsConfig } from '@/lib/llm/config-schema';
import type { LlmCallRecorder } from '@/lib/llm/recorder';
import { refinedFrom } from '@/lib/llm/schema-prompt';
import { invokeStructured } from '@/lib/llm/structured';
import { checkContentRatings, requireEachOnce } from './coverage';
import type { Panel } from './panel';
import { BIAS_SYSTEM, CONTENT_SYSTEM, contentPrompt, LINGUISTIC_SYSTEM, META_SYSTEM, metaPrompt, textReviewPrompt } from './prompts/reviewers';
import { LEWMOD_SYSTEM, lewmodPrompt, RESEARCH_SYSTEM, researchPrompt } from './prompts/lewmod';
import { WRITER_SYSTEM, writerPrompt } from './prompts/writer';
import {
  biasOutputSchema,
  contentOutputSchema,
  lewmodOutputSchema,
  linguisticOutputSchema,
  metaOutputSchema,
  researchOutputSchema,
  writerOutputSchema,
} from './schemas';

export interface LlmPanelOptions {
  config: AgentsConfig;
  recorder: LlmCallRecorder;
  env?: Record<string, string | undefined>;
  maxCorrections?: number;
}

export function createLlmPanel(options: LlmPanelOptions): Panel {
  const call = async <T>(
    agent: Parameters<typeof invokeStructured>[0]['agent'],
    schema: Parameters<typeof invokeStructured>[0]['schema'],
    system: string,
    user: string,
    ctx: { runId: string; round: number; signal?: AbortSignal },
    tier?: 'small' | 'strong',
  ): Promise<T> => {
    const result = await invokeStructured({
      agent,
      schema,
      system,
      user,
      config: options.config,
      recorder: options.recorder,
      context: { runId: ctx.runId, round: ctx.round },
      tier,
      maxCorrections: options.maxCorrections,
      signal: ctx.signal,
      env: options.env,
    });
    return result.data as T;
  };
  const ids = (items: Array<{ itemId: string }>) => items.map((i) => i.itemId);

  return {
    heuristic: false,
    label: 'LLM panel',
    research: (input, ctx) => call('research', researchOutputSchema, RESEARCH_SYSTEM, researchPrompt(input), ctx),
    write: (input, ctx) =>
      call(
        'writer',
        refinedFrom(writerOutputSchema.superRefine((out, c) => requireEachOnce(input.tasks.map((t) => t.taskId), out.items.map((i) => i.taskId), c, 'items', 'taskId')), writerOutputSchema),
        WRITER_SYSTEM,
        writerPrompt(input),
        ctx,
        input.tier,
      ),
    content: (input, ctx) =>
      call(
        'content',
        refinedFrom(contentOutputSchema.superRefine((out, c) => checkContentRatings(input.construct, input.items, input.judges.length, out, c)), contentOutputSchema),
        CONTENT_SYSTEM,
        contentPrompt(input),
        ctx,
      ),
    linguistic: (input, ctx) =>
      call(
        'linguistic',
        refinedFrom(linguisticOutputSchema.superRefine((out, c) => requireEachOnce(ids(input.items), ids(out.ratings), c, 'ratings')), linguisticOutputSchema),
        LINGUISTIC_SYSTEM,
        textReviewPrompt(input),
        ctx,
      ),
    bias: (input, ctx) =>
      call(
        'bias',
        refinedFrom(biasOutputSchema.superRefine((out, c) => requireEachOnce(ids(input.items), ids(out.ratings), c, 'ratings')), biasOutputSchema),
        BIAS_SYSTEM,
        textReviewPrompt(input),
        ctx,
      ),
    meta: (input, ctx) =>
      call(
        'meta',
        refinedFrom(metaOutputSchema.superRefine((out, c) => requireEachOnce(ids(input.items), ids(out.reviews), c, 'reviews')), metaOutputSchema),
        META_SYSTEM,
        metaPrompt(input),
        ctx,
      ),
    lewmod: (input, ctx) =>
      call(
        'lewmod',
        refinedFrom(lewmodOutputSchema.superRefine((out, c) => requireEachOnce(ids(input.items), ids(out.decisions), c, 'decisions')), lewmodOutputSchema),
        LEWMOD_SYSTEM,
        lewmodPrompt(input),
        ctx,
      ),
  };
}
