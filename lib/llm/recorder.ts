import type { AgentId } from './agents';
import type { ProviderId } from './providers';

export type LlmCallOutcome = 'ok' | 'invalid-output' | 'provider-error' | 'timeout';

/** One HTTP call to a model, as stored in `llm_calls`. */
export interface LlmCallRecord {
  runId: string;
  round: number;
  agent: AgentId;
  provider: ProviderId;
  model: string;
  /** From the response's usage metadata; null when the call produced no response. */
  promptTokens: number | null;
  completionTokens: number | null;
  latencyMs: number;
  /** 1 for the first request, 2 for the first correction, … (a fallback keeps the attempt number). */
  attempt: number;
  outcome: LlmCallOutcome;
  error?: string;
}

/**
 * Injected sink for call records (bound to the `llm_calls` table by the run layer). It is awaited
 * after each call; if it throws, the invocation fails with that error rather than lose a record.
 */
export type LlmCallRecorder = (record: LlmCallRecord) => Promise<void>;

export const noopRecorder: LlmCallRecorder = async () => {};
