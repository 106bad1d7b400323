import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAgentsConfig } from './config';
import { startFakeServer, type FakeServer } from './fake-server/server';
import { AGENT_HEADER, createChatModel, ProviderConfigError, resolveEndpoint } from './model-factory';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer({ handler: () => ({ text: 'hello' }) });
});
afterEach(async () => {
  await server.close();
});

describe('createChatModel', () => {
  it('sends the agent header, the model, the temperature and the key from the environment', async () => {
    const env = { SCALEWRIGHT_OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-from-env' };
    const config = loadAgentsConfig({ env });
    const model = createChatModel({ agent: 'lewmod', provider: 'openai', model: 'gpt-4o', temperature: 0.3, timeoutMs: 2000 }, config, env);
    const reply = await model.invoke('Approve?');
    expect(reply.content).toBe('hello');
    const request = server.requests[0];
    expect(request.headers[AGENT_HEADER]).toBe('lewmod');
    expect(request.agent).toBe('lewmod');
    expect(request.headers.authorization).toBe('Bearer sk-from-env');
    expect(request.body).toMatchObject({ model: 'gpt-4o', temperature: 0.3 });
    expect(request.body.stream).toBeFalsy();
  });

  it('sends a placeholder key to keyless local providers', async () => {
    const env = { SCALEWRIGHT_OLLAMA_BASE_URL: server.baseURL };
    const model = createChatModel({ agent: 'content', provider: 'ollama', model: 'llama3.1:8b', temperature: 0, timeoutMs: 2000 }, loadAgentsConfig({ env }), env);
    await model.invoke('Rate.');
    expect(server.requests[0].headers.authorization).toBe('Bearer not-needed');
    expect(server.requests[0].model).toBe('llama3.1:8b');
  });

  it('reuses one client per setting and makes a new one when the key, model or endpoint changes', async () => {
    const spec = { agent: 'writer', provider: 'openai', model: 'gpt-4o', temperature: 0.7, timeoutMs: 2000 } as const;
    const env = { SCALEWRIGHT_OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-one' };
    const config = loadAgentsConfig({ env });
    const first = createChatModel(spec, config, env);
    expect(createChatModel(spec, config, env)).toBe(first);
    const rotated = { ...env, OPENAI_API_KEY: 'sk-two' };
    const other = createChatModel(spec, config, rotated);
    expect(other).not.toBe(first);
    expect(createChatModel({ ...spec, model: 'gpt-4o-mini' }, config, env)).not.toBe(first);
    await other.invoke('Write.');
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-two');
  });

  it('does not retry by itself', async () => {
    server.setDefaultHandler(() => ({ status: 503 }));
    const env = { SCALEWRIGHT_CUSTOM_BASE_URL: server.baseURL };
    const model = createChatModel({ agent: 'bias', provider: 'custom', model: 'm', temperature: 0, timeoutMs: 2000 }, loadAgentsConfig({ env }), env);
    await expect(model.invoke('x')).rejects.toThrow(/503/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('resolveEndpoint', () => {
  it('refuses a provider whose key is missing, naming the variable', () => {
    const config = loadAgentsConfig({ env: {} });
    expect(() => resolveEndpoint('groq', config, {})).toThrow(ProviderConfigError);
    expect(() => resolveEndpoint('groq', config, {})).toThrow('GROQ_API_KEY');
    expect(resolveEndpoint('groq', config, { GROQ_API_KEY: 'gsk' })).toEqual({ baseURL: 'https://api.groq.com/openai/v1', apiKey: 'gsk' });
  });

  it('needs a base URL for the custom provider', () => {
    expect(() => resolveEndpoint('custom', loadAgentsConfig({ env: {} }), {})).toThrow('SCALEWRIGHT_CUSTOM_BASE_URL');
  });
});
