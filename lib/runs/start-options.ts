/** What the start-a-run form shows: each agent's configured model and whether it can run. Server only. */
import { AGENT_IDS } from '@/lib/llm/agents';
import { loadAgentsConfig } from '@/lib/llm/config';
import { publicConfig } from '@/lib/llm/public-config';
import { runSettingsSchema, type RunSettings } from './settings';

export interface StartRunOptions {
  /** No model key configured: runs use the offline heuristic panel. */
  offlineDefault: boolean;
  /** Environment variables that would enable the LLM panel. */
  missingKeys: string[];
  /** A configuration problem to show instead of the models (e.g. a bad SCALEWRIGHT_MODEL_* value). */
  configError: string | null;
  agents: Array<{ id: string; displayName: string; provider: string; model: string; temperature: number; ready: boolean }>;
  defaults: RunSettings;
}

export function getStartRunOptions(env: Record<string, string | undefined> = process.env): StartRunOptions {
  const defaults = runSettingsSchema.parse({});
  try {
    const config = loadAgentsConfig({ env });
    const pub = publicConfig(config, env);
    return {
      offlineDefault: pub.offlineDefault,
      missingKeys: pub.missingKeys,
      configError: null,
      agents: AGENT_IDS.map((id) => ({
        id,
        displayName: pub.agents[id].displayName,
        provider: pub.agents[id].provider,
        model: pub.agents[id].model,
        temperature: config.agents[id].temperature,
        ready: pub.agents[id].chainReady,
      })),
      defaults,
    };
  } catch (error) {
    return { offlineDefault: true, missingKeys: [], configError: (error as Error).message, agents: [], defaults };
  }
}
