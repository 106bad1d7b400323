import { describe, expect, it } from 'vitest';
import { loadAgentsConfig } from './config';
import { isOfflineDefault, publicConfig } from './public-config';

const SECRET = 'sk-live-do-not-leak-1234567890';

describe('publicConfig', () => {
  it('never contains a key value or a base URL, only whether the key is set', () => {
    const env = {
      OPENAI_API_KEY: SECRET,
      SCALEWRIGHT_MODEL_BIAS: 'custom:my-model',
      SCALEWRIGHT_CUSTOM_BASE_URL: 'http://user:pw@10.1.2.3:9000/v1',
      SCALEWRIGHT_CUSTOM_API_KEY: 'custom-secret-key',
    };
    const config = loadAgentsConfig({ env });
    const pub = publicConfig(config, env);
    const text = JSON.stringify(pub);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('custom-secret-key');
    expect(text).not.toContain('10.1.2.3');
    expect(text).not.toContain('baseURL');
    expect(pub.agents.writer).toMatchObject({ provider: 'openai', keyEnv: 'OPENAI_API_KEY', keyConfigured: true, ready: true });
    expect(pub.agents.bias).toMatchObject({ provider: 'custom', model: 'my-model', keyConfigured: true, keyRequired: false });
    expect(pub.agents.meta.displayName).toBe('MetaEditor');
  });

  it('reports a missing key per agent and lists the variable to set', () => {
    const env = { GROQ_API_KEY: 'gsk-x', SCALEWRIGHT_MODEL_CONTENT: 'groq:llama-3.3-70b-versatile' };
    const pub = publicConfig(loadAgentsConfig({ env }), env);
    expect(pub.agents.content).toMatchObject({ provider: 'groq', keyConfigured: true, ready: true });
    expect(pub.agents.linguistic).toMatchObject({ provider: 'openai', keyConfigured: false, ready: false, chainReady: false });
    expect(pub.offlineDefault).toBe(true);
    expect(pub.missingKeys).toEqual(['OPENAI_API_KEY']);
  });

  it('shows both writer tiers', () => {
    const env = { SCALEWRIGHT_MODEL_WRITER_STRONG: 'openrouter:anthropic/claude-sonnet-4' };
    const pub = publicConfig(loadAgentsConfig({ env }), env);
    expect(pub.agents.writer.tiers?.small).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', temperature: 1 });
    expect(pub.agents.writer.tiers?.strong).toMatchObject({ provider: 'openrouter', model: 'anthropic/claude-sonnet-4', keyEnv: 'OPENROUTER_API_KEY' });
  });
});

describe('isOfflineDefault', () => {
  it('is true with no key for the default OpenAI configuration', () => {
    expect(isOfflineDefault({})).toBe(true);
    expect(isOfflineDefault({ OPENAI_API_KEY: '   ' })).toBe(true);
  });

  it('is false once the configured providers have their keys', () => {
    expect(isOfflineDefault({ OPENAI_API_KEY: SECRET })).toBe(false);
  });

  it('a key for an unconfigured provider does not count', () => {
    expect(isOfflineDefault({ GROQ_API_KEY: 'gsk-x' })).toBe(true);
  });

  it('keyless local providers (Ollama, vLLM) need no key', () => {
    const env: Record<string, string> = {};
    for (const agent of ['RESEARCH', 'WRITER', 'CONTENT', 'LINGUISTIC', 'BIAS', 'META', 'LEWMOD']) env[`SCALEWRIGHT_MODEL_${agent}`] = 'ollama:llama3.1:8b';
    env.SCALEWRIGHT_MODEL_WRITER_STRONG = 'vllm:Qwen/Qwen2.5-72B-Instruct';
    expect(isOfflineDefault(env)).toBe(false);
  });

  it('a fallback with a key makes the chain usable', () => {
    const env = { OPENROUTER_API_KEY: 'or-key' } as Record<string, string>;
    for (const agent of ['RESEARCH', 'WRITER', 'CONTENT', 'LINGUISTIC', 'BIAS', 'META', 'LEWMOD']) env[`SCALEWRIGHT_FALLBACKS_${agent}`] = 'openrouter:openai/gpt-4o';
    expect(isOfflineDefault(env)).toBe(false);
  });
});
