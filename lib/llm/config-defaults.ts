import { AGENT_IDS, DEFAULT_TEMPERATURES, type AgentId } from './agents';
import type { AgentModelConfig, AgentsConfig } from './config-schema';
import { PROVIDER_IDS, PROVIDER_PRESETS } from './providers';

/** Default time-out of one call: the writer and the content panel answer for the whole pool at once. */
export const DEFAULT_TIMEOUT_MS = 120_000;

const DEFAULT_MODEL: Record<AgentId, string> = {
  research: 'gpt-4o-mini',
  writer: 'gpt-4o-mini',
  content: 'gpt-4o',
  linguistic: 'gpt-4o',
  bias: 'gpt-4o',
  meta: 'gpt-4o',
  lewmod: 'gpt-4o',
};

function defaultAgent(agent: AgentId): AgentModelConfig {
  return {
    provider: 'openai',
    model: DEFAULT_MODEL[agent],
    temperature: DEFAULT_TEMPERATURES[agent],
    timeoutMs: DEFAULT_TIMEOUT_MS,
    fallbacks: [],
  };
}

/** Built-in defaults: OpenAI, the paper's temperatures, a small writer escalating to gpt-4o. */
export function defaultAgentsConfig(): AgentsConfig {
  const agents = Object.fromEntries(AGENT_IDS.map((id) => [id, defaultAgent(id)])) as AgentsConfig['agents'];
  agents.writer = { ...agents.writer, tiers: { small: {}, strong: { provider: 'openai', model: 'gpt-4o' } } };
  const providers = Object.fromEntries(
    PROVIDER_IDS.map((id) => [id, { baseURL: PROVIDER_PRESETS[id].baseURL }]),
  ) as AgentsConfig['providers'];
  return { agents, providers };
}
