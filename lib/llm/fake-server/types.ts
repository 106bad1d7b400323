/** A chat message as the fake server received it (content flattened to text). */
export interface FakeMessage {
  role: string;
  content: string;
}

/** What a handler sees of one `POST /v1/chat/completions`. */
export interface FakeRequest {
  /** From the `x-scalewright-agent` header; null when absent. */
  agent: string | null;
  model: string;
  messages: FakeMessage[];
  /** The parsed JSON body as sent. */
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** A request as recorded for inspection, with what the server did about it. */
export interface RecordedRequest extends FakeRequest {
  /** `Date.now()` when it arrived. */
  time: number;
  reply: FakeReplyKind;
  /** Set when the reply came from the random fault mix rather than a script or handler. */
  fault?: FaultKind;
}

export type FakeReplyKind = 'json' | 'text' | 'status' | 'hang';

/**
 * A scripted reply: `{ json }` becomes the assistant message content, `{ text }` is sent verbatim
 * (e.g. malformed JSON), `{ status }` is an HTTP error, `{ hang: true }` never answers.
 */
export type FakeReply = (
  | { json: unknown }
  | { text: string }
  | { status: number; body?: unknown }
  | { hang: true }
) & { delayMs?: number };

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export type FaultKind = 'malformed' | 'http500' | 'http429' | 'hang';

/** Probabilities (summing to at most 1) of replacing a reply by a fault, drawn from a seeded PRNG. */
export interface FaultMix {
  malformed?: number;
  http500?: number;
  http429?: number;
  hang?: number;
  seed: number;
}
