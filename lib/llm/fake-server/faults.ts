import type { FakeReply, FaultKind, FaultMix } from './types';

/** mulberry32: a small, fast, seeded PRNG so a fault suite is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: FaultKind[] = ['malformed', 'http500', 'http429', 'hang'];

export function validateFaultMix(mix: FaultMix): void {
  let total = 0;
  for (const kind of KINDS) {
    const p = mix[kind] ?? 0;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`fault probability ${kind} must be within 0..1, got ${p}`);
    total += p;
  }
  if (total > 1 + 1e-9) throw new RangeError(`fault probabilities sum to ${total}, more than 1`);
  if (!Number.isInteger(mix.seed)) throw new RangeError(`fault seed must be an integer, got ${mix.seed}`);
}

/** Picks a fault (or none) for one request from a uniform draw in [0, 1). */
export function pickFault(mix: FaultMix, draw: number): FaultKind | null {
  let edge = 0;
  for (const kind of KINDS) {
    edge += mix[kind] ?? 0;
    if (draw < edge) return kind;
  }
  return null;
}

/** The faulty reply replacing `reply`: truncated JSON, an HTTP error, or a hang. */
export function faultReply(kind: FaultKind, reply: FakeReply): FakeReply {
  switch (kind) {
    case 'malformed': {
      const text = 'json' in reply ? JSON.stringify(reply.json) : '{"answer": "';
      return { text: `Sure, here it is: ${text.slice(0, Math.max(1, Math.floor(text.length / 2)))}` };
    }
    case 'http500':
      return { status: 500, body: { error: { message: 'injected fault: internal server error', type: 'server_error' } } };
    case 'http429':
      return { status: 429, body: { error: { message: 'injected fault: rate limit reached', type: 'rate_limit' } } };
    case 'hang':
      return { hang: true };
  }
}
