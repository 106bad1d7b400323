import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from './server';

let server: FakeServer;

/** The parts of an OpenAI chat completion (or error) body the tests read. */
interface ChatBody {
  choices: { message: { content: string } }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  error: { message: string };
}

beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(async () => {
  await server.close();
});

async function chat(agent: string | null, content = 'Rate these items', extra: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (agent) headers['x-scalewright-agent'] = agent;
  const res = await fetch(`${server.baseURL}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: 'fake-small', messages: [{ role: 'user', content }], ...extra }),
  });
  return { status: res.status, body: (await res.json()) as ChatBody };
}

describe('fake OpenAI-compatible server', () => {
  it('listens on an ephemeral 127.0.0.1 port', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('plays an agent script in order, then falls back to the default handler', async () => {
    server.script('bias', [{ json: { n: 1 } }, { text: 'not json' }]);
    server.setDefaultHandler((req) => ({ json: { agent: req.agent, model: req.model } }));
    const replies = [await chat('bias'), await chat('bias'), await chat('bias'), await chat('content')];
    expect(replies.map((r) => r.body.choices[0].message.content)).toEqual([
      '{"n":1}',
      'not json',
      '{"agent":"bias","model":"fake-small"}',
      '{"agent":"content","model":"fake-small"}',
    ]);
    expect(server.requestsFor('bias').map((r) => r.reply)).toEqual(['json', 'text', 'json']);
  });

  it('per-agent handlers see the parsed messages', async () => {
    server.handle('meta', (req) => ({ json: { echoed: req.messages.at(-1)?.content } }));
    const { body } = await chat('meta', 'Synthesise the reviews');
    expect(JSON.parse(body.choices[0].message.content)).toEqual({ echoed: 'Synthesise the reviews' });
    expect(server.requests[0]).toMatchObject({ agent: 'meta', model: 'fake-small', messages: [{ role: 'user', content: 'Synthesise the reviews' }] });
    expect(typeof server.requests[0].time).toBe('number');
  });

  it('returns usage counted at four characters a token', async () => {
    server.script('writer', [{ json: { stem: 'I enjoy my work.' } }]);
    const { body } = await chat('writer', 'x'.repeat(40));
    const content = body.choices[0].message.content;
    expect(body.usage).toEqual({
      prompt_tokens: 10,
      completion_tokens: Math.ceil(content.length / 4),
      total_tokens: 10 + Math.ceil(content.length / 4),
    });
  });

  it('answers scripted HTTP errors with an OpenAI-style error body', async () => {
    server.script('bias', [{ status: 503 }, { status: 429, body: { error: { message: 'slow down' } } }]);
    const first = await chat('bias');
    expect(first.status).toBe(503);
    expect(first.body.error.message).toContain('503');
    expect(await chat('bias')).toEqual({ status: 429, body: { error: { message: 'slow down' } } });
  });

  it('applies global latency plus a reply delay', async () => {
    server.setLatency(60);
    server.script('bias', [{ json: {}, delayMs: 60 }]);
    const started = Date.now();
    await chat('bias');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('close() ends hanging requests instead of leaking them', async () => {
    server.script('content', [{ hang: true }]);
    const pending = chat('content').then(
      () => 'answered',
      () => 'connection closed',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requestsFor('content')).toHaveLength(1);
    const started = Date.now();
    await server.close();
    expect(await pending).toBe('connection closed');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a seeded fault mix is reproducible and roughly proportional', async () => {
    const run = async (seed: number) => {
      await server.close();
      server = await startFakeServer({ faults: { malformed: 0.3, http500: 0.2, seed } });
      const outcomes: string[] = [];
      for (let i = 0; i < 60; i++) {
        const { status, body } = await chat('bias');
        outcomes.push(status === 500 ? '500' : body.choices[0].message.content === '{}' ? 'ok' : 'malformed');
      }
      return outcomes;
    };
    const a = await run(7);
    const b = await run(7);
    expect(a).toEqual(b);
    const count = (k: string) => a.filter((o) => o === k).length;
    expect(count('malformed')).toBeGreaterThan(8);
    expect(count('500')).toBeGreaterThan(4);
    expect(count('ok')).toBeGreaterThan(15);
    expect(server.requests.filter((r) => r.fault === 'malformed')).toHaveLength(count('malformed'));
    expect(a).not.toEqual(await run(8));
  });

  it('rejects fault probabilities that do not make sense', async () => {
    expect(() => server.setFaults({ malformed: 0.8, http500: 0.5, seed: 1 })).toThrow(/sum/);
  });

  it('lists models and refuses streaming and unknown routes', async () => {
    await chat('bias');
    const models = (await (await fetch(`${server.baseURL}/models`)).json()) as { data: { id: string }[] };
    expect(models.data.map((m) => m.id)).toContain('fake-small');
    expect((await chat('bias', 'hi', { stream: true })).status).toBe(400);
    expect((await fetch(`${server.url}/v1/embeddings`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
