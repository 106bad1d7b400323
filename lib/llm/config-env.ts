import { AGENT_IDS, type AgentId } from './agents';
import type { ConfigLayer } from './config-schema';
import { PROVIDER_IDS, PROVIDER_PRESETS, type ProviderId } from './providers';

type Env = Record<string, string | undefined>;

/** Environment variable names, e.g. `SCALEWRIGHT_MODEL_WRITER=openai:gpt-4o`. */
export const envNames = {
  model: (agent: AgentId) => `SCALEWRIGHT_MODEL_${agent.toUpperCase()}`,
  tierModel: (tier: 'small' | 'strong') => `SCALEWRIGHT_MODEL_WRITER_${tier.toUpperCase()}`,
  temperature: (agent: AgentId) => `SCALEWRIGHT_TEMPERATURE_${agent.toUpperCase()}`,
  timeout: (agent: AgentId) => `SCALEWRIGHT_TIMEOUT_MS_${agent.toUpperCase()}`,
  fallbacks: (agent: AgentId) => `SCALEWRIGHT_FALLBACKS_${agent.toUpperCase()}`,
  configFile: 'SCALEWRIGHT_AGENTS_CONFIG',
} as const;

/**
 * `provider:model` or just `model`. A colon means a provider prefix (so Ollama tags are written
 * `ollama:llama3.1:8b`); an unknown prefix is kept as the provider so validation reports it.
 */
export function parseModelSpec(spec: string): { provider?: string; model: string } {
  const text = spec.trim();
  const colon = text.indexOf(':');
  if (colon < 0) return { model: text };
  return { provider: text.slice(0, colon).trim(), model: text.slice(colon + 1).trim() };
}

export interface EnvLayer {
  layer: ConfigLayer;
  /** Maps a config path (`agents.writer.temperature`) to the environment variable that set it. */
  sources: Map<string, string>;
}

function num(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** Reads the model configuration layer from the environment (never any key). */
export function readEnvLayer(env: Env): EnvLayer {
  const sources = new Map<string, string>();
  const agents: Record<string, Record<string, unknown>> = {};
  const set = (agent: AgentId, field: string, value: unknown, name: string) => {
    (agents[agent] ??= {})[field] = value;
    sources.set(`agents.${agent}.${field}`, name);
  };

  for (const agent of AGENT_IDS) {
    const model = env[envNames.model(agent)];
    if (model !== undefined) {
      const spec = parseModelSpec(model);
      if (spec.provider !== undefined) set(agent, 'provider', spec.provider, envNames.model(agent));
      set(agent, 'model', spec.model, envNames.model(agent));
    }
    const temperature = env[envNames.temperature(agent)];
    if (temperature !== undefined) set(agent, 'temperature', num(temperature), envNames.temperature(agent));
    const timeout = env[envNames.timeout(agent)];
    if (timeout !== undefined) set(agent, 'timeoutMs', num(timeout), envNames.timeout(agent));
    const fallbacks = env[envNames.fallbacks(agent)];
    if (fallbacks !== undefined) {
      const list = fallbacks.split(',').map((s) => s.trim()).filter(Boolean).map(parseModelSpec);
      set(agent, 'fallbacks', list, envNames.fallbacks(agent));
    }
  }

  for (const tier of ['small', 'strong'] as const) {
    const value = env[envNames.tierModel(tier)];
    if (value === undefined) continue;
    const tiers = ((agents.writer ??= {}).tiers ??= {}) as Record<string, unknown>;
    tiers[tier] = parseModelSpec(value);
    sources.set(`agents.writer.tiers.${tier}`, envNames.tierModel(tier));
  }

  const providers: Partial<Record<ProviderId, { baseURL: string }>> = {};
  for (const id of PROVIDER_IDS) {
    const name = PROVIDER_PRESETS[id].baseUrlEnv;
    const value = env[name]?.trim();
    if (!value) continue;
    providers[id] = { baseURL: value };
    sources.set(`providers.${id}.baseURL`, name);
  }

  const layer: Record<string, unknown> = {};
  if (Object.keys(agents).length > 0) layer.agents = agents;
  if (Object.keys(providers).length > 0) layer.providers = providers;
  return { layer: layer as ConfigLayer, sources };
}

/** The environment variable behind a config path, using the longest recorded prefix. */
export function envSourceFor(path: string, sources: Map<string, string>): string | undefined {
  let best: string | undefined;
  let bestLength = -1;
  for (const [prefix, name] of sources) {
    if ((path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`)) && prefix.length > bestLength) {
      best = name;
      bestLength = prefix.length;
    }
  }
  return best;
}
