import { z } from 'zod';
import { AGENT_IDS, type AgentId } from './agents';
import { PROVIDER_IDS, providerIdSchema, type ProviderId } from './providers';

/**
 * Schemas of the model configuration. The resolved configuration holds no secret: API keys are
 * read from the environment when a model is built, and unknown keys (such as `apiKey`) are rejected.
 */

export const modelRefSchema = z.strictObject({
  provider: providerIdSchema.describe('Provider preset: openai, openrouter, groq, vllm, ollama or custom'),
  model: z.string().trim().min(1).describe('Model name as the provider spells it, e.g. gpt-4o-mini'),
});

const temperatureSchema = z.number().min(0).max(2).describe('Sampling temperature, 0..2');
const timeoutSchema = z.number().int().min(50).max(600_000).describe('Time-out of one HTTP call in milliseconds');
const fallbacksSchema = z.array(modelRefSchema).max(5).describe('Providers tried in order when the primary fails');

export const agentModelSchema = z.strictObject({
  provider: modelRefSchema.shape.provider,
  model: modelRefSchema.shape.model,
  temperature: temperatureSchema,
  timeoutMs: timeoutSchema,
  fallbacks: fallbacksSchema,
});

/** A writer tier overrides any field of the writer's own settings; absent fields inherit them. */
export const tierOverrideSchema = agentModelSchema.partial();

export const writerTiersSchema = z.strictObject({
  small: tierOverrideSchema.describe('Model for first drafts and ordinary revisions'),
  strong: tierOverrideSchema.describe('Model for items that keep failing review'),
});

export const writerModelSchema = agentModelSchema.extend({ tiers: writerTiersSchema });

const agentShape = Object.fromEntries(
  AGENT_IDS.map((id) => [id, id === 'writer' ? writerModelSchema : agentModelSchema]),
) as { writer: typeof writerModelSchema } & Record<Exclude<AgentId, 'writer'>, typeof agentModelSchema>;

const providerEndpointSchema = z.strictObject({
  baseURL: z.url({ protocol: /^https?$/ }).nullable().describe('OpenAI-compatible base URL, e.g. http://127.0.0.1:8000/v1'),
});

const providerShape = Object.fromEntries(PROVIDER_IDS.map((id) => [id, providerEndpointSchema])) as Record<
  ProviderId,
  typeof providerEndpointSchema
>;

/** The complete, resolved configuration. */
export const agentsConfigSchema = z.strictObject({
  agents: z.strictObject(agentShape),
  providers: z.strictObject(providerShape),
});

export type ModelRef = z.infer<typeof modelRefSchema>;
export type AgentModelConfig = z.infer<typeof agentModelSchema>;
export type TierOverride = z.infer<typeof tierOverrideSchema>;
export type AgentsConfig = z.infer<typeof agentsConfigSchema>;

// Partial layers: the config file, the environment and per-run overrides.

export const agentOverrideSchema = agentModelSchema.partial();

export const writerOverrideSchema = agentModelSchema.partial().extend({
  tiers: z.strictObject({ small: tierOverrideSchema.optional(), strong: tierOverrideSchema.optional() }).optional(),
});

const agentOverrideShape = Object.fromEntries(
  AGENT_IDS.map((id) => [id, (id === 'writer' ? writerOverrideSchema : agentOverrideSchema).optional()]),
) as { writer: z.ZodOptional<typeof writerOverrideSchema> } & Record<
  Exclude<AgentId, 'writer'>,
  z.ZodOptional<typeof agentOverrideSchema>
>;

/** Per-run overrides: any agent, any field. No base URLs here, so a run cannot send a key elsewhere. */
export const agentsOverrideSchema = z.strictObject(agentOverrideShape);

export type AgentsOverride = z.infer<typeof agentsOverrideSchema>;

const providerOverrideShape = Object.fromEntries(
  PROVIDER_IDS.map((id) => [id, z.strictObject({ baseURL: providerEndpointSchema.shape.baseURL.unwrap() }).optional()]),
) as Record<ProviderId, z.ZodOptional<z.ZodObject<{ baseURL: z.ZodURL }>>>;

/** The JSON config file (`SCALEWRIGHT_AGENTS_CONFIG`) and the environment layer share this shape. */
export const configLayerSchema = z.strictObject({
  $schema: z.string().optional(),
  agents: agentsOverrideSchema.optional(),
  providers: z.strictObject(providerOverrideShape).optional(),
});

export type ConfigLayer = z.infer<typeof configLayerSchema>;
