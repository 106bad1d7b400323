import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { AGENT_IDS } from './agents';
import { defaultAgentsConfig } from './config-defaults';
import { envNames, envSourceFor, readEnvLayer } from './config-env';
import {
  agentsConfigSchema,
  agentsOverrideSchema,
  configLayerSchema,
  type AgentModelConfig,
  type AgentsConfig,
  type AgentsOverride,
  type ConfigLayer,
  type TierOverride,
} from './config-schema';
import { AgentConfigError, type ConfigIssue } from './errors';
import { PROVIDER_IDS, PROVIDER_PRESETS } from './providers';
import { formatIssuePath } from './zod-issues';

type Env = Record<string, string | undefined>;

export interface LoadAgentsConfigOptions {
  /** Defaults to `process.env`. API keys are never read into the configuration. */
  env?: Env;
  /** Per-run overrides (highest precedence), validated by `agentsOverrideSchema`. */
  overrides?: unknown;
}

const SECRET_KEY = /key|secret|token|password/i;
const KEY_HINT = `API keys are read only from the environment (${[
  ...new Set(PROVIDER_IDS.map((id) => PROVIDER_PRESETS[id].apiKeyEnv)),
].join(', ')}), never from configuration`;

function toIssues(error: z.ZodError, pathPrefix: string, nameFor?: (path: string) => string | undefined): ConfigIssue[] {
  return error.issues.map((issue) => {
    let path = formatIssuePath(issue.path, pathPrefix);
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      path = issue.keys.map((k) => formatIssuePath([...issue.path, k], pathPrefix)).join(', ');
      if (issue.keys.some((k) => SECRET_KEY.test(k))) message = `${message}. ${KEY_HINT}`;
    }
    const envName = nameFor?.(path);
    return { path: envName ? `${envName} (${path})` : path, message };
  });
}

function definedFields<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function mergeAgents(config: AgentsConfig, agents: AgentsOverride | undefined): AgentsConfig {
  if (!agents) return config;
  const next = { ...config.agents };
  for (const id of AGENT_IDS) {
    const patch = agents[id];
    if (!patch) continue;
    if (id === 'writer') {
      const { tiers, ...rest } = agents.writer ?? {};
      const base = next.writer;
      next.writer = {
        ...base,
        ...definedFields(rest),
        tiers: {
          small: { ...base.tiers.small, ...definedFields<TierOverride>(tiers?.small) },
          strong: { ...base.tiers.strong, ...definedFields<TierOverride>(tiers?.strong) },
        },
      };
    } else {
      (next as Record<string, AgentModelConfig>)[id] = { ...next[id], ...definedFields(patch) };
    }
  }
  return { ...config, agents: next };
}

function mergeLayer(config: AgentsConfig, layer: ConfigLayer): AgentsConfig {
  const merged = mergeAgents(config, layer.agents);
  const providers = { ...merged.providers };
  for (const id of PROVIDER_IDS) {
    const baseURL = layer.providers?.[id]?.baseURL;
    if (baseURL) providers[id] = { baseURL };
  }
  return { ...merged, providers };
}

function readFileLayer(path: string): ConfigLayer {
  const source = `config file ${path} (${envNames.configFile})`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new AgentConfigError(source, [{ path: '(file)', message: (error as Error).message }]);
  }
  const parsed = configLayerSchema.safeParse(raw);
  if (!parsed.success) throw new AgentConfigError(source, toIssues(parsed.error, ''));
  return parsed.data;
}

/** Validates per-run overrides (a partial object: `{ writer: { model: 'gpt-4o' } }`). */
export function parseRunOverrides(overrides: unknown): AgentsOverride {
  const parsed = agentsOverrideSchema.safeParse(overrides ?? {});
  if (!parsed.success) throw new AgentConfigError('per-run overrides', toIssues(parsed.error, ''));
  return parsed.data;
}

/** Applies validated per-run overrides to a resolved configuration. */
export function applyRunOverrides(config: AgentsConfig, overrides: unknown): AgentsConfig {
  return validateResolved(mergeAgents(config, parseRunOverrides(overrides)), 'configuration with per-run overrides');
}

function validateResolved(config: AgentsConfig, source: string): AgentsConfig {
  const parsed = agentsConfigSchema.safeParse(config);
  if (!parsed.success) throw new AgentConfigError(source, toIssues(parsed.error, ''));
  return parsed.data;
}

/**
 * The configuration of every agent. Precedence, lowest to highest: built-in defaults → the JSON
 * file named by `SCALEWRIGHT_AGENTS_CONFIG` → environment variables → per-run overrides.
 */
export function loadAgentsConfig(options: LoadAgentsConfigOptions = {}): AgentsConfig {
  const env = options.env ?? process.env;
  let config = defaultAgentsConfig();

  const file = env[envNames.configFile]?.trim();
  if (file) config = mergeLayer(config, readFileLayer(file));

  const { layer, sources } = readEnvLayer(env);
  const parsedEnv = configLayerSchema.safeParse(layer);
  if (!parsedEnv.success) {
    throw new AgentConfigError('environment variables', toIssues(parsedEnv.error, '', (p) => envSourceFor(p, sources)));
  }
  config = mergeLayer(config, parsedEnv.data);

  if (options.overrides !== undefined) config = mergeAgents(config, parseRunOverrides(options.overrides));
  return validateResolved(config, 'merged model configuration');
}
