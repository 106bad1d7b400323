import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_DISPLAY_NAMES, AGENT_IDS } from './agents';
import { applyRunOverrides, loadAgentsConfig } from './config';
import { AgentConfigError } from './errors';

function configFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'scalewright-llm-'));
  const path = join(dir, 'scalewright.agents.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function configError(fn: () => unknown): AgentConfigError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AgentConfigError);
    return error as AgentConfigError;
  }
  throw new Error('expected an AgentConfigError');
}

describe('built-in defaults', () => {
  it('uses the paper temperatures: writer 1.0, reviewers 0, meta editor and LewMod 0.3', () => {
    const { agents } = loadAgentsConfig({ env: {} });
    expect(agents.writer.temperature).toBe(1);
    expect([agents.content, agents.linguistic, agents.bias].map((a) => a.temperature)).toEqual([0, 0, 0]);
    expect(agents.meta.temperature).toBe(0.3);
    expect(agents.lewmod.temperature).toBe(0.3);
    expect(agents.research.temperature).toBe(0);
  });

  it('configures every agent and names it in the paper style', () => {
    const { agents } = loadAgentsConfig({ env: {} });
    expect(Object.keys(agents).sort()).toEqual([...AGENT_IDS].sort());
    expect(AGENT_DISPLAY_NAMES.writer).toBe('ItemWriter');
    expect(AGENT_DISPLAY_NAMES.research).toBe('WebSurfer');
    expect(AGENT_DISPLAY_NAMES.meta).toBe('MetaEditor');
  });
});

describe('precedence: defaults → file → env → per-run overrides', () => {
  const file = configFile({
    agents: {
      writer: { provider: 'groq', model: 'llama-3.3-70b-versatile', temperature: 0.9, timeoutMs: 5000 },
      bias: { model: 'file-bias-model' },
    },
    providers: { custom: { baseURL: 'http://10.0.0.5:9000/v1' } },
  });

  it('file values replace defaults, field by field', () => {
    const { agents, providers } = loadAgentsConfig({ env: { SCALEWRIGHT_AGENTS_CONFIG: file } });
    expect(agents.writer).toMatchObject({ provider: 'groq', model: 'llama-3.3-70b-versatile', temperature: 0.9, timeoutMs: 5000 });
    expect(agents.bias).toMatchObject({ provider: 'openai', model: 'file-bias-model', temperature: 0 });
    expect(providers.custom.baseURL).toBe('http://10.0.0.5:9000/v1');
  });

  it('environment variables beat the file', () => {
    const { agents, providers } = loadAgentsConfig({
      env: {
        SCALEWRIGHT_AGENTS_CONFIG: file,
        SCALEWRIGHT_MODEL_WRITER: 'openai:gpt-4o',
        SCALEWRIGHT_TEMPERATURE_WRITER: '0.7',
        SCALEWRIGHT_FALLBACKS_WRITER: 'openrouter:openai/gpt-4o, ollama:llama3.1:8b',
        SCALEWRIGHT_CUSTOM_BASE_URL: 'http://127.0.0.1:4010/v1',
      },
    });
    expect(agents.writer).toMatchObject({ provider: 'openai', model: 'gpt-4o', temperature: 0.7, timeoutMs: 5000 });
    expect(agents.writer.fallbacks).toEqual([
      { provider: 'openrouter', model: 'openai/gpt-4o' },
      { provider: 'ollama', model: 'llama3.1:8b' },
    ]);
    expect(providers.custom.baseURL).toBe('http://127.0.0.1:4010/v1');
  });

  it('a model name without provider prefix keeps the provider', () => {
    const { agents } = loadAgentsConfig({ env: { SCALEWRIGHT_AGENTS_CONFIG: file, SCALEWRIGHT_MODEL_WRITER: 'mixtral-8x7b' } });
    expect(agents.writer).toMatchObject({ provider: 'groq', model: 'mixtral-8x7b' });
  });

  it('per-run overrides beat the environment, and only touch what they name', () => {
    const env = { SCALEWRIGHT_AGENTS_CONFIG: file, SCALEWRIGHT_TEMPERATURE_WRITER: '0.7' };
    const { agents } = loadAgentsConfig({ env, overrides: { writer: { temperature: 0.2, tiers: { strong: { model: 'gpt-4.1' } } } } });
    expect(agents.writer.temperature).toBe(0.2);
    expect(agents.writer.model).toBe('llama-3.3-70b-versatile');
    expect(agents.writer.tiers.strong).toEqual({ provider: 'openai', model: 'gpt-4.1' });
    expect(agents.bias.model).toBe('file-bias-model');
  });

  it('applyRunOverrides works on an already resolved configuration', () => {
    const base = loadAgentsConfig({ env: {} });
    const next = applyRunOverrides(base, { content: { provider: 'ollama', model: 'qwen2.5:7b' } });
    expect(next.agents.content).toMatchObject({ provider: 'ollama', model: 'qwen2.5:7b', temperature: 0 });
    expect(base.agents.content.provider).toBe('openai');
  });
});

describe('validation errors name the path', () => {
  it('a bad value in the file names the file and the field', () => {
    const path = configFile({ agents: { writer: { temperature: 5 } } });
    const error = configError(() => loadAgentsConfig({ env: { SCALEWRIGHT_AGENTS_CONFIG: path } }));
    expect(error.message).toContain(path);
    expect(error.issues[0].path).toBe('agents.writer.temperature');
    expect(error.message).toMatch(/agents\.writer\.temperature: .*2/);
  });

  it('an unreadable or non-JSON file is reported with its path', () => {
    const broken = configFile('{ "agents": ');
    expect(configError(() => loadAgentsConfig({ env: { SCALEWRIGHT_AGENTS_CONFIG: broken } })).message).toContain(broken);
    const missing = join(tmpdir(), 'no-such-dir-scalewright', 'x.json');
    expect(configError(() => loadAgentsConfig({ env: { SCALEWRIGHT_AGENTS_CONFIG: missing } })).message).toContain(missing);
  });

  it('an API key in the file is refused and points to the environment', () => {
    const path = configFile({ agents: { writer: { apiKey: 'sk-in-file' } } });
    const error = configError(() => loadAgentsConfig({ env: { SCALEWRIGHT_AGENTS_CONFIG: path } }));
    expect(error.issues[0].path).toBe('agents.writer.apiKey');
    expect(error.message).toContain('OPENAI_API_KEY');
    expect(error.message).not.toContain('sk-in-file');
  });

  it('a bad environment variable is named', () => {
    const error = configError(() => loadAgentsConfig({ env: { SCALEWRIGHT_TEMPERATURE_BIAS: 'hot' } }));
    expect(error.issues[0].path).toContain('SCALEWRIGHT_TEMPERATURE_BIAS');
    const provider = configError(() => loadAgentsConfig({ env: { SCALEWRIGHT_FALLBACKS_META: 'openai:gpt-4o,azure:gpt-4o' } }));
    expect(provider.issues[0].path).toBe('SCALEWRIGHT_FALLBACKS_META (agents.meta.fallbacks[1].provider)');
    const url = configError(() => loadAgentsConfig({ env: { SCALEWRIGHT_VLLM_BASE_URL: 'not a url' } }));
    expect(url.issues[0].path).toContain('SCALEWRIGHT_VLLM_BASE_URL');
  });

  it('per-run overrides are validated by the same schema and cannot set base URLs or keys', () => {
    const bad = configError(() => loadAgentsConfig({ env: {}, overrides: { lewmod: { temperature: -1 } } }));
    expect(bad.source).toBe('per-run overrides');
    expect(bad.issues[0].path).toBe('lewmod.temperature');
    expect(configError(() => loadAgentsConfig({ env: {}, overrides: { writer: { baseURL: 'http://evil/v1' } } })).issues[0].path).toBe(
      'writer.baseURL',
    );
    expect(configError(() => loadAgentsConfig({ env: {}, overrides: { critic: { model: 'x' } } })).issues[0].path).toBe('critic');
  });
});
