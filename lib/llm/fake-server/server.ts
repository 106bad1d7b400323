import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { faultReply, pickFault, seededRandom, validateFaultMix } from './faults';
import type { FakeHandler, FakeMessage, FakeReply, FakeRequest, FaultKind, FaultMix, RecordedRequest } from './types';

export * from './types';

export interface FakeServerOptions {
  /** 0 (default) for an ephemeral port. */
  port?: number;
  host?: string;
  /** Added to every reply before it is sent. */
  latencyMs?: number;
  /** Used when no script is queued for the agent; defaults to `{ json: {} }`. */
  handler?: FakeHandler;
  faults?: FaultMix | null;
  /** Listed by `GET /v1/models` besides every model requested so far. */
  models?: string[];
}

export interface FakeServer {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** OpenAI-compatible base URL: `${url}/v1`. */
  baseURL: string;
  port: number;
  /** Every chat request received, in order. */
  requests: RecordedRequest[];
  requestsFor(agent: string): RecordedRequest[];
  /** Queues replies for an agent, used one per request before any handler. */
  script(agent: string, replies: FakeReply[]): void;
  /** Handler for one agent (over the default handler). */
  handle(agent: string, handler: FakeHandler): void;
  setDefaultHandler(handler: FakeHandler): void;
  setLatency(ms: number): void;
  setFaults(mix: FaultMix | null): void;
  /** Clears scripts, agent handlers and recorded requests. */
  reset(): void;
  /** Stops the server, ending hanging and delayed requests. */
  close(): Promise<void>;
}

const emptyReply: FakeHandler = () => ({ json: {} });

/** Rough token count the way OpenAI's docs estimate it: four characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function flattenContent(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : '')).join('');
  }
  return content == null ? '' : JSON.stringify(content);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function errorBody(status: number, message: string) {
  return { error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', code: null } };
}

function replyKind(reply: FakeReply): RecordedRequest['reply'] {
  if ('hang' in reply) return 'hang';
  if ('status' in reply) return 'status';
  if ('text' in reply) return 'text';
  return 'json';
}

/** Starts a local OpenAI-compatible server (chat completions, non-streaming) for tests and benchmarks. */
export async function startFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const scripts = new Map<string, FakeReply[]>();
  const handlers = new Map<string, FakeHandler>();
  const seenModels = new Set(options.models ?? ['fake-small', 'fake-strong']);
  const pending = new Set<ServerResponse>();
  let defaultHandler = options.handler ?? emptyReply;
  let latencyMs = options.latencyMs ?? 0;
  let faults: FaultMix | null = null;
  let random: () => number = Math.random;
  let counter = 0;
  let closed = false;

  const setFaults = (mix: FaultMix | null) => {
    if (mix) validateFaultMix(mix);
    faults = mix;
    random = mix ? seededRandom(mix.seed) : Math.random;
  };
  setFaults(options.faults ?? null);

  async function decide(request: FakeRequest): Promise<{ reply: FakeReply; fault?: FaultKind }> {
    const queue = request.agent ? scripts.get(request.agent) : undefined;
    if (queue && queue.length > 0) return { reply: queue.shift()! };
    const handler = (request.agent && handlers.get(request.agent)) || defaultHandler;
    const reply = await handler(request);
    if (!faults) return { reply };
    const fault = pickFault(faults, random());
    return fault ? { reply: faultReply(fault, reply), fault } : { reply };
  }

  function completion(model: string, messages: FakeMessage[], content: string) {
    const promptTokens = estimateTokens(messages.map((m) => m.content).join('\n'));
    const completionTokens = estimateTokens(content);
    return {
      id: `chatcmpl-fake-${++counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    };
  }

  async function chat(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return sendJson(res, 400, errorBody(400, 'request body is not valid JSON'));
    }
    if (body.stream === true) return sendJson(res, 400, errorBody(400, 'the fake server does not stream; send stream: false'));
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return sendJson(res, 400, errorBody(400, 'model (string) and messages (array) are required'));
    }
    const header = req.headers['x-scalewright-agent'];
    const request: FakeRequest = {
      agent: typeof header === 'string' ? header : null,
      model: body.model,
      messages: (body.messages as Array<{ role?: unknown; content?: unknown }>).map((m) => ({
        role: String(m.role),
        content: flattenContent(m.content),
      })),
      body,
      headers: req.headers,
    };
    seenModels.add(request.model);
    const { reply, fault } = await decide(request);
    requests.push({ ...request, time: Date.now(), reply: replyKind(reply), ...(fault ? { fault } : {}) });

    const delay = latencyMs + (reply.delayMs ?? 0);
    if (delay > 0) {
      pending.add(res);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      pending.delete(res);
      if (res.destroyed || res.writableEnded) return;
    }
    if ('hang' in reply) {
      pending.add(res);
      res.once('close', () => pending.delete(res));
      return;
    }
    if ('status' in reply) return sendJson(res, reply.status, reply.body ?? errorBody(reply.status, `fake HTTP ${reply.status}`));
    const content = 'text' in reply ? reply.text : JSON.stringify(reply.json);
    sendJson(res, 200, completion(request.model, request.messages, content));
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && path === '/v1/chat/completions') {
      chat(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, errorBody(500, `fake server handler failed: ${(error as Error).message}`));
      });
    } else if (req.method === 'GET' && path === '/v1/models') {
      sendJson(res, 200, {
        object: 'list',
        data: [...seenModels].map((id) => ({ id, object: 'model', created: 0, owned_by: 'scalewright-fake' })),
      });
    } else {
      sendJson(res, 404, errorBody(404, `no route ${req.method} ${path}`));
    }
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  return {
    url,
    baseURL: `${url}/v1`,
    port,
    requests,
    requestsFor: (agent) => requests.filter((r) => r.agent === agent),
    script(agent, replies) {
      scripts.set(agent, [...(scripts.get(agent) ?? []), ...replies]);
    },
    handle(agent, handler) {
      handlers.set(agent, handler);
    },
    setDefaultHandler(handler) {
      defaultHandler = handler;
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    setFaults,
    reset() {
      scripts.clear();
      handlers.clear();
      requests.length = 0;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const res of pending) res.destroy();
      pending.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
