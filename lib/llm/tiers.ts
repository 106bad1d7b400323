import type { AgentId } from './agents';
import type { AgentModelConfig, AgentsConfig } from './config-schema';

export type WriterTier = 'small' | 'strong';

/** Reviews an item may fail before the strong writer revises it (AMAS-style escalation). */
export const ESCALATE_AFTER_FAILED_REVIEWS = 2;

/** The writer tier for an item that has failed review `failedReviews` times: strong from the second. */
export function writerTierFor(failedReviews: number): WriterTier {
  if (!Number.isInteger(failedReviews) || failedReviews < 0) {
    throw new RangeError(`failedReviews must be a non-negative integer, got ${failedReviews}`);
  }
  return failedReviews >= ESCALATE_AFTER_FAILED_REVIEWS ? 'strong' : 'small';
}

/** The writer's settings for a tier: the tier's fields over the writer's own. */
export function selectWriterModel(config: AgentsConfig, tier: WriterTier): AgentModelConfig {
  const { tiers, ...base } = config.agents.writer;
  const override = Object.fromEntries(Object.entries(tiers[tier]).filter(([, v]) => v !== undefined));
  return { ...base, ...override };
}

/** The settings one call uses: the agent's own, or for the writer those of the tier (default small). */
export function modelSettingsFor(config: AgentsConfig, agent: AgentId, tier: WriterTier = 'small'): AgentModelConfig {
  if (agent === 'writer') return selectWriterModel(config, tier);
  return config.agents[agent];
}
