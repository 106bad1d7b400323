import { ChatOpenAI } from '@langchain/openai';
import type { AgentId } from './agents';
import type { AgentsConfig } from './config-schema';
import { KEYLESS_PLACEHOLDER, PROVIDER_PRESETS, providerApiKey, type ProviderId } from './providers';

type Env = Record<string, string | undefined>;

/** Header that tells a server (and the fake server in tests) which agent is calling. */
export const AGENT_HEADER = 'x-scalewright-agent';

export interface ChatModelSpec {
  agent: AgentId;
  provider: ProviderId;
  model: string;
  temperature: number;
  timeoutMs: number;
}

/** The provider cannot be called at all (no key, no base URL); the fallback chain moves on. */
export class ProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}

/** The provider's base URL and API key (the key from the environment only). */
export function resolveEndpoint(
  provider: ProviderId,
  config: Pick<AgentsConfig, 'providers'>,
  env: Env = process.env,
): { baseURL: string; apiKey: string } {
  const preset = PROVIDER_PRESETS[provider];
  const baseURL = config.providers[provider]?.baseURL ?? preset.baseURL;
  if (!baseURL) throw new ProviderConfigError(`no base URL for provider ${provider}: set ${preset.baseUrlEnv}`);
  const key = providerApiKey(provider, env);
  if (!key && preset.keyRequired) throw new ProviderConfigError(`${preset.apiKeyEnv} is not set`);
  return { baseURL, apiKey: key ?? KEYLESS_PLACEHOLDER };
}

/** Clients made already, by everything that shapes them: a client is stateless between calls. */
const clients = new Map<string, ChatOpenAI>();
const MAX_CLIENTS = 64;

/**
 * A `ChatOpenAI` for one agent and provider, made once per distinct setting (building one costs
 * about a millisecond, and every model call needs one). It never retries by itself
 * (`maxRetries: 0`, both in LangChain's caller and in the OpenAI client): retries, corrections and
 * fallbacks are ours.
 */
export function createChatModel(spec: ChatModelSpec, config: Pick<AgentsConfig, 'providers'>, env: Env = process.env): ChatOpenAI {
  const { baseURL, apiKey } = resolveEndpoint(spec.provider, config, env);
  const key = JSON.stringify([spec.agent, spec.provider, spec.model, spec.temperature, spec.timeoutMs, baseURL, apiKey]);
  let client = clients.get(key);
  if (client === undefined) {
    if (clients.size >= MAX_CLIENTS) clients.clear();
    client = newChatModel(spec, baseURL, apiKey);
    clients.set(key, client);
  }
  return client;
}

function newChatModel(spec: ChatModelSpec, baseURL: string, apiKey: string): ChatOpenAI {
  return new ChatOpenAI({
    model: spec.model,
    temperature: spec.temperature,
    apiKey,
    timeout: spec.timeoutMs,
    maxRetries: 0,
    streaming: false,
    configuration: { baseURL, defaultHeaders: { [AGENT_HEADER]: spec.agent } },
  });
}
