import type { AgentId } from './agents';
import type { LlmCallRecord } from './recorder';
import type { ProviderId } from './providers';

export interface ConfigIssue {
  /** Where the bad value is: `agents.writer.temperature`, or the environment variable that set it. */
  path: string;
  message: string;
}

/** The model configuration is invalid; the message names the source and every bad path. */
export class AgentConfigError extends Error {
  readonly source: string;
  readonly issues: ConfigIssue[];

  constructor(source: string, issues: ConfigIssue[]) {
    super(`Invalid model configuration in ${source}:\n${issues.map((i) => `- ${i.path}: ${i.message}`).join('\n')}`);
    this.name = 'AgentConfigError';
    this.source = source;
    this.issues = issues;
  }
}

/** The model kept answering with unusable output after every allowed correction. No data is made up. */
export class StructuredOutputError extends Error {
  readonly agent: AgentId;
  readonly attempts: number;
  readonly errors: string[];
  readonly lastReply: string;
  readonly calls: LlmCallRecord[];

  constructor(init: { agent: AgentId; attempts: number; errors: string[]; lastReply: string; calls: LlmCallRecord[] }) {
    super(
      `Agent ${init.agent} returned invalid output in ${init.attempts} attempt(s); last errors:\n` +
        init.errors.map((e) => `- ${e}`).join('\n'),
    );
    this.name = 'StructuredOutputError';
    this.agent = init.agent;
    this.attempts = init.attempts;
    this.errors = init.errors;
    this.lastReply = init.lastReply;
    this.calls = init.calls;
  }
}

export interface ProviderFailure {
  provider: ProviderId;
  model: string;
  error: string;
}

/** Every provider in the agent's fallback chain failed. */
export class ProviderUnavailableError extends Error {
  readonly agent: AgentId;
  readonly failures: ProviderFailure[];
  readonly calls: LlmCallRecord[];

  constructor(agent: AgentId, failures: ProviderFailure[], calls: LlmCallRecord[] = []) {
    super(
      `No provider could serve agent ${agent}:\n` +
        failures.map((f) => `- ${f.provider}:${f.model}: ${f.error}`).join('\n'),
    );
    this.name = 'ProviderUnavailableError';
    this.agent = agent;
    this.failures = failures;
    this.calls = calls;
  }
}
