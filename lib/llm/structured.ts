import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { z } from 'zod';
import type { AgentId } from './agents';
import type { AgentsConfig, ModelRef } from './config-schema';
import { StructuredOutputError, type ProviderFailure } from './errors';
import { invokeWithFallback, recordCall } from './fallback';
import { extractJsonObject } from './json-reply';
import type { LlmCallRecord, LlmCallRecorder } from './recorder';
import { correctionMessage, jsonInstructions } from './schema-prompt';
import { modelSettingsFor, type WriterTier } from './tiers';
import { formatIssues } from './zod-issues';

type Env = Record<string, string | undefined>;

/** At most this many validation problems are sent back to the model in one correction. */
const MAX_PROBLEMS_SHOWN = 20;

export interface InvokeStructuredOptions<S extends z.ZodType> {
  agent: AgentId;
  schema: S;
  system: string;
  user: string;
  /** The resolved configuration (with any per-run overrides applied). */
  config: AgentsConfig;
  recorder: LlmCallRecorder;
  context: { runId: string; round: number };
  /** Writer only: which tier's model to use (default small). */
  tier?: WriterTier;
  /** Extra attempts after an unparseable or invalid reply (default 2). */
  maxCorrections?: number;
  signal?: AbortSignal;
  /** Where API keys come from; defaults to `process.env`. */
  env?: Env;
}

export interface StructuredResult<T> {
  data: T;
  /** Every HTTP call made, in order (also sent to the recorder). */
  calls: LlmCallRecord[];
  /** The provider and model that produced `data`. */
  servedBy: ModelRef;
  attempts: number;
}

type Checked<T> = { ok: true; data: T } | { ok: false; problems: string[] };

function replyText(message: { content: unknown; text?: string }): string {
  if (typeof message.content === 'string') return message.content;
  return message.text ?? '';
}

function check<S extends z.ZodType>(schema: S, text: string): Checked<z.output<S>> {
  if (!text.trim()) return { ok: false, problems: ['The reply was empty.'] };
  const parsed = extractJsonObject(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.error] };
  const result = schema.safeParse(parsed.value);
  if (result.success) return { ok: true, data: result.data };
  const lines = formatIssues(result.error.issues);
  const shown = lines.slice(0, MAX_PROBLEMS_SHOWN);
  if (lines.length > shown.length) shown.push(`…and ${lines.length - shown.length} more problems of the same kind.`);
  return { ok: false, problems: shown.map((l) => `Schema violation at ${l}`) };
}

/**
 * Calls an agent's model for a JSON object matching `schema`. An unparseable or invalid reply is
 * sent back with its exact problems for up to `maxCorrections` more attempts, after which a
 * `StructuredOutputError` is thrown (never fabricated data). Provider failures move along the
 * fallback chain; `ProviderUnavailableError` when it is exhausted. Every call goes to `recorder`.
 */
export async function invokeStructured<S extends z.ZodType>(options: InvokeStructuredOptions<S>): Promise<StructuredResult<z.output<S>>> {
  const { agent, schema, config, recorder, maxCorrections = 2 } = options;
  if (!Number.isInteger(maxCorrections) || maxCorrections < 0) {
    throw new RangeError(`maxCorrections must be a non-negative integer, got ${maxCorrections}`);
  }
  const settings = modelSettingsFor(config, agent, options.tier);
  const messages: BaseMessage[] = [
    new SystemMessage(`${options.system.trim()}\n\n${jsonInstructions(schema)}`),
    new HumanMessage(options.user),
  ];
  const calls: LlmCallRecord[] = [];
  const failures: ProviderFailure[] = [];
  let index = 0;
  let problems: string[] = [];
  let lastReply = '';

  for (let attempt = 1; attempt <= maxCorrections + 1; attempt++) {
    const context = { ...options.context, agent, attempt };
    const reply = await invokeWithFallback({
      context,
      settings,
      config,
      env: options.env ?? process.env,
      messages,
      startIndex: index,
      recorder,
      calls,
      failures,
      signal: options.signal,
    });
    index = reply.index;
    const text = replyText(reply.message);
    const checked = check(schema, text);
    const usage = reply.message.usage_metadata;
    const record: LlmCallRecord = {
      ...context,
      ...reply.ref,
      promptTokens: usage?.input_tokens ?? null,
      completionTokens: usage?.output_tokens ?? null,
      latencyMs: reply.latencyMs,
      outcome: checked.ok ? 'ok' : 'invalid-output',
    };
    if (checked.ok) {
      await recordCall(recorder, calls, record);
      return { data: checked.data, calls, servedBy: reply.ref, attempts: attempt };
    }
    problems = checked.problems;
    lastReply = text;
    await recordCall(recorder, calls, { ...record, error: problems.join('\n') });
    messages.push(new AIMessage(text), new HumanMessage(correctionMessage(problems)));
  }

  throw new StructuredOutputError({ agent, attempts: maxCorrections + 1, errors: problems, lastReply, calls });
}
