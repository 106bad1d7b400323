import type { AIMessageChunk, BaseMessage } from '@langchain/core/messages';
import type { AgentId } from './agents';
import type { AgentModelConfig, AgentsConfig, ModelRef } from './config-schema';
import { ProviderUnavailableError, type ProviderFailure } from './errors';
import { createChatModel, ProviderConfigError } from './model-factory';
import type { LlmCallOutcome, LlmCallRecord, LlmCallRecorder } from './recorder';

type Env = Record<string, string | undefined>;

/** Extra time over `timeoutMs` after which we abort a call ourselves (e.g. a body that stalls). */
const GUARD_MS = 1_000;

/**
 * A connection the provider (or a proxy) dropped, typically a kept-alive socket it had already
 * closed when we reused it: the request never got an answer, so it is sent once more on a new
 * connection before the fallback chain moves on. Refused connections and HTTP errors are not.
 */
const DROPPED_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const STALE_CONNECTION_TRIES = 2;

export function isDroppedConnection(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; cause?: unknown; status?: unknown };
  if (typeof e.status === 'number') return false;
  if (typeof e.code === 'string' && DROPPED_CONNECTION_CODES.has(e.code)) return true;
  return isDroppedConnection(e.cause, depth + 1);
}

/** The primary provider followed by its fallbacks, without repeats. */
export function modelChain(settings: Pick<AgentModelConfig, 'provider' | 'model' | 'fallbacks'>): ModelRef[] {
  const seen = new Set<string>();
  const chain: ModelRef[] = [];
  for (const ref of [{ provider: settings.provider, model: settings.model }, ...settings.fallbacks]) {
    const key = `${ref.provider}\u0000${ref.model}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chain.push({ provider: ref.provider, model: ref.model });
  }
  return chain;
}

function describeCause(cause: unknown): string {
  if (!cause || typeof cause !== 'object') return '';
  const c = cause as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof c.code === 'string') return c.code;
  const inner = describeCause(c.cause);
  return inner || (typeof c.message === 'string' ? c.message : '');
}

/** What went wrong with a provider call, in words, and whether it was a time-out. */
export function classifyProviderError(error: unknown): { outcome: Extract<LlmCallOutcome, 'timeout' | 'provider-error'>; message: string } {
  const e = (error ?? {}) as { name?: unknown; status?: unknown; message?: unknown; cause?: unknown };
  const kind = (error as object | null)?.constructor?.name;
  const message = typeof e.message === 'string' ? e.message : String(error);
  if (e.name === 'TimeoutError' || kind === 'APIConnectionTimeoutError') return { outcome: 'timeout', message: `timed out: ${message}` };
  if (typeof e.status === 'number') {
    const text = message.startsWith(String(e.status)) ? message : `${e.status}: ${message}`;
    return { outcome: 'provider-error', message: `HTTP ${text}` };
  }
  if (kind === 'APIConnectionError') {
    const cause = describeCause(e.cause);
    return { outcome: 'provider-error', message: cause ? `connection failed (${cause})` : 'connection failed' };
  }
  return { outcome: 'provider-error', message };
}

export interface CallContext {
  runId: string;
  round: number;
  agent: AgentId;
  attempt: number;
}

export interface FallbackInput {
  context: CallContext;
  settings: AgentModelConfig;
  config: Pick<AgentsConfig, 'providers'>;
  env: Env;
  messages: BaseMessage[];
  /** Index in the chain to start at: a provider that failed is not tried again in the same invocation. */
  startIndex: number;
  recorder: LlmCallRecorder;
  /** Shared with the caller: every recorded call and every provider failure of the invocation. */
  calls: LlmCallRecord[];
  failures: ProviderFailure[];
  signal?: AbortSignal;
}

export interface FallbackSuccess {
  message: AIMessageChunk;
  index: number;
  ref: ModelRef;
  latencyMs: number;
}

export async function recordCall(recorder: LlmCallRecorder, calls: LlmCallRecord[], record: LlmCallRecord): Promise<void> {
  calls.push(record);
  await recorder(record);
}

/**
 * One request through the agent's fallback chain: the first provider that answers wins. HTTP
 * errors (5xx, 429, 4xx), refused connections and time-outs are recorded and move on to the next
 * provider (a dropped connection is first retried once, see `isDroppedConnection`); when none is
 * left, `ProviderUnavailableError` names each provider and its error.
 */
export async function invokeWithFallback(input: FallbackInput): Promise<FallbackSuccess> {
  const { context, settings, recorder, calls, failures } = input;
  const chain = modelChain(settings);
  for (let index = input.startIndex; index < chain.length; index++) {
    const ref = chain[index];
    let model;
    try {
      model = createChatModel({ agent: context.agent, ...ref, temperature: settings.temperature, timeoutMs: settings.timeoutMs }, input.config, input.env);
    } catch (error) {
      if (!(error instanceof ProviderConfigError)) throw error;
      failures.push({ ...ref, error: error.message });
      continue;
    }
    for (let tries = 1; ; tries++) {
      const guard = AbortSignal.timeout(settings.timeoutMs + GUARD_MS);
      const signal = input.signal ? AbortSignal.any([input.signal, guard]) : guard;
      const started = performance.now();
      try {
        const message = await model.invoke(input.messages, { signal });
        return { message, index, ref, latencyMs: Math.round(performance.now() - started) };
      } catch (error) {
        const latencyMs = Math.round(performance.now() - started);
        const base = { ...context, ...ref, promptTokens: null, completionTokens: null, latencyMs };
        if (input.signal?.aborted) {
          await recordCall(recorder, calls, { ...base, outcome: 'provider-error', error: 'aborted by the caller' });
          throw error;
        }
        const { outcome, message } = guard.aborted
          ? { outcome: 'timeout' as const, message: `timed out: no answer within ${settings.timeoutMs} ms` }
          : classifyProviderError(error);
        if (tries < STALE_CONNECTION_TRIES && !guard.aborted && isDroppedConnection(error)) {
          await recordCall(recorder, calls, { ...base, outcome, error: `${message}; retried once on a new connection` });
          continue;
        }
        await recordCall(recorder, calls, { ...base, outcome, error: message });
        failures.push({ ...ref, error: message });
        break;
      }
    }
  }
  throw new ProviderUnavailableError(context.agent, [...failures], [...calls]);
}
