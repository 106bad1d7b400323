/**
 * A kept-alive connection the provider had already closed (or a proxy dropped) fails the request
 * before any answer: it is sent once more on a new connection instead of failing the round, and
 * both calls are on record. A second drop, a refused connection or an HTTP error is not retried.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadAgentsConfig } from './config';
import { ProviderUnavailableError } from './errors';
import { isDroppedConnection } from './fallback';
import type { LlmCallRecord } from './recorder';
import { invokeStructured } from './structured';

const schema = z.object({ score: z.number().int() });
let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An OpenAI-compatible endpoint that drops the connection of the first `drops` requests. */
async function flakyServer(drops: number) {
  let seen = 0;
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen += 1;
      if (seen <= drops) return req.socket.destroy();
      const body = JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content: '{"score": 4}' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests: () => seen };
}

async function call(baseURL: string) {
  const records: LlmCallRecord[] = [];
  const env = { SCALEWRIGHT_CUSTOM_BASE_URL: baseURL, SCALEWRIGHT_MODEL_BIAS: 'custom:m' };
  const outcome = await invokeStructured({
    agent: 'bias',
    schema,
    system: 's',
    user: 'u',
    config: loadAgentsConfig({ env }),
    env,
    recorder: async (r) => void records.push(r),
    context: { runId: 'r', round: 1 },
  }).catch((error: unknown) => error);
  return { outcome, records };
}

describe('a dropped connection', () => {
  it('is retried once on a new connection, with both calls recorded', async () => {
    const flaky = await flakyServer(1);
    const { outcome, records } = await call(flaky.url);
    expect(outcome).toMatchObject({ data: { score: 4 } });
    expect(flaky.requests()).toBe(2);
    expect(records.map((r) => [r.attempt, r.outcome])).toEqual([
      [1, 'provider-error'],
      [1, 'ok'],
    ]);
    expect(records[0]!.error).toMatch(/retried once on a new connection/);
  });

  it('fails the call when the retry is dropped too', async () => {
    const flaky = await flakyServer(5);
    const { outcome, records } = await call(flaky.url);
    expect(outcome).toBeInstanceOf(ProviderUnavailableError);
    expect(flaky.requests()).toBe(2);
    expect(records.map((r) => r.outcome)).toEqual(['provider-error', 'provider-error']);
  });

  it('is told apart from refused connections and HTTP errors', () => {
    const wrapped = (code: string) => Object.assign(new Error('Connection error.'), { cause: Object.assign(new TypeError('fetch failed'), { cause: { code } }) });
    expect(isDroppedConnection(wrapped('ECONNRESET'))).toBe(true);
    expect(isDroppedConnection(wrapped('UND_ERR_SOCKET'))).toBe(true);
    expect(isDroppedConnection(wrapped('ECONNREFUSED'))).toBe(false);
    expect(isDroppedConnection(Object.assign(new Error('500'), { status: 500, code: 'ECONNRESET' }))).toBe(false);
  });
});
