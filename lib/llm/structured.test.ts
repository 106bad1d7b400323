import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadAgentsConfig } from './config';
import { ProviderUnavailableError, StructuredOutputError } from './errors';
import { startFakeServer, type FakeServer } from './fake-server/server';
import type { LlmCallRecord } from './recorder';
import { invokeStructured } from './structured';

const ratingsSchema = z.object({
  ratings: z
    .array(z.object({ itemId: z.string().describe('id of the rated item'), bias: z.number().int().min(1).max(5).describe('1 biased .. 5 unbiased') }))
    .min(1),
});
const valid = { ratings: [{ itemId: 'i1', bias: 5 }, { itemId: 'i2', bias: 4 }] };

let server: FakeServer;
let records: LlmCallRecord[];
const recorder = async (r: LlmCallRecord) => {
  records.push(r);
};

beforeEach(async () => {
  server = await startFakeServer();
  records = [];
});
afterEach(async () => {
  await server.close();
});

/** bias on `custom:primary`, falling back to `vllm:backup`; both point at the fake server unless told. */
function setup(extraEnv: Record<string, string> = {}, timeoutMs = 2000) {
  const env = {
    SCALEWRIGHT_CUSTOM_BASE_URL: server.baseURL,
    SCALEWRIGHT_VLLM_BASE_URL: server.baseURL,
    SCALEWRIGHT_MODEL_BIAS: 'custom:primary',
    SCALEWRIGHT_FALLBACKS_BIAS: 'vllm:backup',
    SCALEWRIGHT_TIMEOUT_MS_BIAS: String(timeoutMs),
    ...extraEnv,
  };
  return { config: loadAgentsConfig({ env }), env };
}

function call(extraEnv: Record<string, string> = {}, options: { maxCorrections?: number; timeoutMs?: number } = {}) {
  const { config, env } = setup(extraEnv, options.timeoutMs);
  return invokeStructured({
    agent: 'bias',
    schema: ratingsSchema,
    system: 'You are the bias reviewer.',
    user: 'Rate items i1 and i2.',
    config,
    env,
    recorder,
    context: { runId: 'run-1', round: 2 },
    maxCorrections: options.maxCorrections,
  });
}

describe('invokeStructured against the fake server with the real ChatOpenAI client', () => {
  it('parses a valid reply and records the call with tokens and latency', async () => {
    server.script('bias', [{ json: valid }]);
    const result = await call();
    expect(result.data).toEqual(valid);
    expect(result.servedBy).toEqual({ provider: 'custom', model: 'primary' });
    const request = server.requestsFor('bias')[0];
    expect(request.model).toBe('primary');
    expect(request.body.temperature).toBe(0);
    expect(request.messages[0]).toMatchObject({ role: 'system' });
    expect(request.messages[0].content).toContain('You are the bias reviewer.');
    expect(request.messages[0].content).toContain('"1 biased .. 5 unbiased"');
    expect(request.messages[1]).toEqual({ role: 'user', content: 'Rate items i1 and i2.' });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      runId: 'run-1',
      round: 2,
      agent: 'bias',
      provider: 'custom',
      model: 'primary',
      attempt: 1,
      outcome: 'ok',
      promptTokens: Math.ceil(request.messages.map((m) => m.content).join('\n').length / 4),
      completionTokens: Math.ceil(JSON.stringify(valid).length / 4),
    });
    expect(records[0].latencyMs).toBeGreaterThanOrEqual(0);
    expect(result.calls).toEqual(records);
  });

  it('sends the agent id in the x-scalewright-agent header', async () => {
    server.script('bias', [{ json: valid }]);
    await call();
    expect(server.requests[0].headers['x-scalewright-agent']).toBe('bias');
  });

  it('corrects malformed JSON on the second attempt, telling the model what was wrong', async () => {
    server.script('bias', [{ text: '{"ratings": [{"itemId": "i1", "bias": 5}' }, { text: '```json\n' + JSON.stringify(valid) + '\n```' }]);
    const result = await call();
    expect(result.data).toEqual(valid);
    expect(result.attempts).toBe(2);
    const second = server.requestsFor('bias')[1].messages;
    expect(second.at(-2)).toEqual({ role: 'assistant', content: '{"ratings": [{"itemId": "i1", "bias": 5}' });
    expect(second.at(-1)?.role).toBe('user');
    expect(second.at(-1)?.content).toMatch(/not valid JSON/);
    expect(records.map((r) => [r.attempt, r.outcome])).toEqual([
      [1, 'invalid-output'],
      [2, 'ok'],
    ]);
    expect(records[0].error).toMatch(/not valid JSON/);
  });

  it('corrects a schema violation, naming the path of each problem', async () => {
    server.script('bias', [{ json: { ratings: [{ itemId: 'i1', bias: 9 }, { itemId: 2, bias: 4 }] } }, { json: valid }]);
    const result = await call();
    expect(result.data).toEqual(valid);
    const correction = server.requestsFor('bias')[1].messages.at(-1)?.content ?? '';
    expect(correction).toContain('ratings[0].bias');
    expect(correction).toMatch(/<=5/);
    expect(correction).toContain('ratings[1].itemId');
    expect(records.map((r) => r.outcome)).toEqual(['invalid-output', 'ok']);
  });

  it('gives up after maxCorrections with StructuredOutputError and no data', async () => {
    server.script('bias', [{ text: 'I am unable to comply.' }, { json: { ratings: [] } }, { json: { ratings: 'high' } }, { json: valid }]);
    const error = await call({}, { maxCorrections: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StructuredOutputError);
    const e = error as StructuredOutputError;
    expect(e.agent).toBe('bias');
    expect(e.attempts).toBe(3);
    expect(e.errors.join('\n')).toContain('ratings');
    expect(e.lastReply).toBe('{"ratings":"high"}');
    expect(server.requestsFor('bias')).toHaveLength(3);
    expect(records.map((r) => r.outcome)).toEqual(['invalid-output', 'invalid-output', 'invalid-output']);
    expect(e.calls).toEqual(records);
  });

  it('maxCorrections 0 means a single attempt', async () => {
    server.script('bias', [{ text: 'nope' }, { json: valid }]);
    await expect(call({}, { maxCorrections: 0 })).rejects.toBeInstanceOf(StructuredOutputError);
    expect(server.requestsFor('bias')).toHaveLength(1);
  });

  it('moves to the fallback provider on HTTP 500 and records both calls', async () => {
    server.handle('bias', (req) => (req.model === 'primary' ? { status: 500 } : { json: valid }));
    const result = await call();
    expect(result.data).toEqual(valid);
    expect(result.servedBy).toEqual({ provider: 'vllm', model: 'backup' });
    expect(server.requestsFor('bias').map((r) => r.model)).toEqual(['primary', 'backup']);
    expect(records.map((r) => [r.provider, r.model, r.attempt, r.outcome])).toEqual([
      ['custom', 'primary', 1, 'provider-error'],
      ['vllm', 'backup', 1, 'ok'],
    ]);
    expect(records[0].error).toContain('500');
    expect(records[0].promptTokens).toBeNull();
  });

  it('moves on after a time-out when the primary hangs', async () => {
    server.handle('bias', (req) => (req.model === 'primary' ? { hang: true } : { json: valid }));
    const started = Date.now();
    const result = await call({}, { timeoutMs: 300 });
    expect(result.servedBy.model).toBe('backup');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(records.map((r) => r.outcome)).toEqual(['timeout', 'ok']);
    expect(records[0].error).toMatch(/timed out/i);
    expect(records[0].latencyMs).toBeGreaterThanOrEqual(250);
  });

  it('does not go back to a failed provider for the corrections', async () => {
    server.script('bias', [{ status: 429 }, { text: 'oops' }, { json: valid }]);
    const result = await call();
    expect(result.data).toEqual(valid);
    expect(server.requestsFor('bias').map((r) => r.model)).toEqual(['primary', 'backup', 'backup']);
    expect(records.map((r) => [r.model, r.attempt, r.outcome])).toEqual([
      ['primary', 1, 'provider-error'],
      ['backup', 1, 'invalid-output'],
      ['backup', 2, 'ok'],
    ]);
  });

  it('throws ProviderUnavailableError naming every provider when all are down', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));

    server.handle('bias', () => ({ status: 502 }));
    const error = await call({
      SCALEWRIGHT_FALLBACKS_BIAS: 'vllm:backup,ollama:local,openai:gpt-4o',
      SCALEWRIGHT_OLLAMA_BASE_URL: `http://127.0.0.1:${deadPort}/v1`,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    const e = error as ProviderUnavailableError;
    expect(e.failures.map((f) => `${f.provider}:${f.model}`)).toEqual(['custom:primary', 'vllm:backup', 'ollama:local', 'openai:gpt-4o']);
    expect(e.failures[0].error).toContain('502');
    expect(e.failures[2].error).toMatch(/connection|ECONNREFUSED/i);
    expect(e.failures[3].error).toContain('OPENAI_API_KEY');
    expect(e.message).toContain('custom:primary');
    // Three HTTP calls were made (the keyless OpenAI entry never reached the network).
    expect(records.map((r) => [r.provider, r.outcome])).toEqual([
      ['custom', 'provider-error'],
      ['vllm', 'provider-error'],
      ['ollama', 'provider-error'],
    ]);
  });

  it('stops at once when the caller aborts, without trying the fallback', async () => {
    server.handle('bias', (req) => (req.model === 'primary' ? { hang: true } : { json: valid }));
    const { config, env } = setup();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const outcome = invokeStructured({
      agent: 'bias',
      schema: ratingsSchema,
      system: 's',
      user: 'u',
      config,
      env,
      recorder,
      context: { runId: 'run-1', round: 1 },
      signal: controller.signal,
    });
    await expect(outcome).rejects.not.toBeInstanceOf(ProviderUnavailableError);
    expect(server.requestsFor('bias').map((r) => r.model)).toEqual(['primary']);
    expect(records).toMatchObject([{ model: 'primary', outcome: 'provider-error', error: 'aborted by the caller' }]);
  });

  it('uses the strong writer tier when asked', async () => {
    const env = {
      SCALEWRIGHT_CUSTOM_BASE_URL: server.baseURL,
      SCALEWRIGHT_MODEL_WRITER: 'custom:small-writer',
      SCALEWRIGHT_MODEL_WRITER_STRONG: 'custom:strong-writer',
    };
    server.handle('writer', () => ({ json: { stem: 'I trust AI tools at work.' } }));
    const schema = z.object({ stem: z.string() });
    const base = { agent: 'writer' as const, schema, system: 'Write.', user: 'One item.', config: loadAgentsConfig({ env }), env, recorder, context: { runId: 'r', round: 1 } };
    await invokeStructured(base);
    await invokeStructured({ ...base, tier: 'strong' });
    expect(server.requestsFor('writer').map((r) => [r.model, r.body.temperature])).toEqual([
      ['small-writer', 1],
      ['strong-writer', 1],
    ]);
  });
});
