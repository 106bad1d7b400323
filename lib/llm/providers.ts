import { z } from 'zod';

export const PROVIDER_IDS = ['openai', 'openrouter', 'groq', 'vllm', 'ollama', 'custom'] as const;

export type ProviderId = (typeof PROVIDER_IDS)[number];

export const providerIdSchema = z.enum(PROVIDER_IDS);

export interface ProviderPreset {
  id: ProviderId;
  label: string;
  /** Default OpenAI-compatible base URL (null: must be configured). */
  baseURL: string | null;
  /** Environment variable holding the API key. */
  apiKeyEnv: string;
  /** Whether calls are impossible without that key (local servers need none). */
  keyRequired: boolean;
  /** Environment variable that overrides the base URL. */
  baseUrlEnv: string;
}

function preset(id: ProviderId, label: string, baseURL: string | null, apiKeyEnv: string, keyRequired: boolean): ProviderPreset {
  return { id, label, baseURL, apiKeyEnv, keyRequired, baseUrlEnv: `SCALEWRIGHT_${id.toUpperCase()}_BASE_URL` };
}

export const PROVIDER_PRESETS: Readonly<Record<ProviderId, ProviderPreset>> = {
  openai: preset('openai', 'OpenAI', 'https://api.openai.com/v1', 'OPENAI_API_KEY', true),
  openrouter: preset('openrouter', 'OpenRouter', 'https://openrouter.ai/api/v1', 'OPENROUTER_API_KEY', true),
  groq: preset('groq', 'Groq', 'https://api.groq.com/openai/v1', 'GROQ_API_KEY', true),
  vllm: preset('vllm', 'vLLM', 'http://127.0.0.1:8000/v1', 'SCALEWRIGHT_VLLM_API_KEY', false),
  ollama: preset('ollama', 'Ollama', 'http://127.0.0.1:11434/v1', 'SCALEWRIGHT_OLLAMA_API_KEY', false),
  custom: preset('custom', 'Custom OpenAI-compatible', null, 'SCALEWRIGHT_CUSTOM_API_KEY', false),
};

/** Sent as the API key to local servers that need none (the OpenAI client insists on one). */
export const KEYLESS_PLACEHOLDER = 'not-needed';

type Env = Record<string, string | undefined>;

/** The provider's API key from the environment only; never from files or per-run overrides. */
export function providerApiKey(provider: ProviderId, env: Env = process.env): string | undefined {
  const value = env[PROVIDER_PRESETS[provider].apiKeyEnv]?.trim();
  return value ? value : undefined;
}

/** True when the provider can be called: it needs no key, or its key is set. */
export function providerReady(provider: ProviderId, env: Env = process.env): boolean {
  return !PROVIDER_PRESETS[provider].keyRequired || providerApiKey(provider, env) !== undefined;
}
