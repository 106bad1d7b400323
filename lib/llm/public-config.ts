import { AGENT_DISPLAY_NAMES, AGENT_IDS, type AgentId } from './agents';
import { loadAgentsConfig } from './config';
import type { AgentModelConfig, AgentsConfig, ModelRef } from './config-schema';
import { PROVIDER_PRESETS, providerApiKey, providerReady, type ProviderId } from './providers';
import { selectWriterModel, type WriterTier } from './tiers';

type Env = Record<string, string | undefined>;

/** A provider+model as the browser may see it: no base URL, no key, only whether a key is set. */
export interface PublicModelRef {
  provider: ProviderId;
  providerLabel: string;
  model: string;
  /** Name of the environment variable the key comes from (not its value). */
  keyEnv: string;
  keyRequired: boolean;
  keyConfigured: boolean;
  /** Callable: no key needed, or the key is set. */
  ready: boolean;
}

export interface PublicModelChain extends PublicModelRef {
  temperature: number;
  timeoutMs: number;
  fallbacks: PublicModelRef[];
  /** Some provider in the chain is ready. */
  chainReady: boolean;
}

export interface PublicAgentConfig extends PublicModelChain {
  agent: AgentId;
  displayName: string;
  tiers?: Record<WriterTier, PublicModelChain>;
}

export interface PublicConfig {
  agents: Record<AgentId, PublicAgentConfig>;
  /** True when some agent has no ready provider: the app then defaults to the offline panel. */
  offlineDefault: boolean;
  /** Environment variables that would make every agent ready. */
  missingKeys: string[];
}

function publicRef(ref: ModelRef, env: Env): PublicModelRef {
  const preset = PROVIDER_PRESETS[ref.provider];
  return {
    provider: ref.provider,
    providerLabel: preset.label,
    model: ref.model,
    keyEnv: preset.apiKeyEnv,
    keyRequired: preset.keyRequired,
    keyConfigured: providerApiKey(ref.provider, env) !== undefined,
    ready: providerReady(ref.provider, env),
  };
}

function publicChain(settings: AgentModelConfig, env: Env): PublicModelChain {
  const primary = publicRef(settings, env);
  const fallbacks = settings.fallbacks.map((f) => publicRef(f, env));
  return {
    ...primary,
    temperature: settings.temperature,
    timeoutMs: settings.timeoutMs,
    fallbacks,
    chainReady: primary.ready || fallbacks.some((f) => f.ready),
  };
}

/** Everything about the model configuration that is safe to send to the browser. */
export function publicConfig(config: AgentsConfig, env: Env = process.env): PublicConfig {
  const agents = {} as Record<AgentId, PublicAgentConfig>;
  const missing = new Set<string>();
  let allReady = true;
  for (const agent of AGENT_IDS) {
    const chains: PublicModelChain[] = [];
    let entry: PublicAgentConfig;
    if (agent === 'writer') {
      const small = publicChain(selectWriterModel(config, 'small'), env);
      const strong = publicChain(selectWriterModel(config, 'strong'), env);
      const { provider, model, temperature, timeoutMs, fallbacks } = config.agents.writer;
      const base = { provider, model, temperature, timeoutMs, fallbacks };
      entry = { agent, displayName: AGENT_DISPLAY_NAMES[agent], ...publicChain(base, env), tiers: { small, strong } };
      chains.push(small, strong);
    } else {
      entry = { agent, displayName: AGENT_DISPLAY_NAMES[agent], ...publicChain(config.agents[agent], env) };
      chains.push(entry);
    }
    for (const chain of chains) {
      if (chain.chainReady) continue;
      allReady = false;
      missing.add(chain.keyEnv);
    }
    agents[agent] = entry;
  }
  return { agents, offlineDefault: !allReady, missingKeys: [...missing].sort() };
}

/**
 * True when the configured providers lack the keys they need, so that some agent (or writer tier)
 * has no provider it could call: the app then uses the offline heuristic panel by default.
 */
export function isOfflineDefault(env: Env = process.env, config: AgentsConfig = loadAgentsConfig({ env })): boolean {
  return publicConfig(config, env).offlineDefault;
}
