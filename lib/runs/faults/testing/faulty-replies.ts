/**
 * Replies for the fault suite: schema-valid scripted replies (lib/agents/testing/fake-replies)
 * with ratings that differ from item to item, a seeded share of them turned into
 * schema-violating JSON, and a record of exactly what each request was answered — so a test can
 * prove every rating stored came from a reply the server really sent.
 */
import { buildReply, parseItems, type ReplyScript } from '@/lib/agents/testing/fake-replies';
import { seededRandom } from '@/lib/llm/fake-server/faults';
import type { FakeHandler, FakeRequest, RecordedRequest } from '@/lib/llm/fake-server/types';

/** A small string hash, so each stem gets its own ratings. */
export function stemHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Ratings that vary with the stem (a default or made-up value would not match them). */
export const VARIED_SCRIPT: ReplyScript = {
  write: (task) => (task.kind === 'revise' ? `I now handle ${task.taskId} with care at work.` : `I handle ${task.taskId} well at work.`),
  content: (item, judge, count) => {
    const h = stemHash(`${item.stem}#${judge}`);
    return { target: 4 + (h % 4), orbiting: Array.from({ length: count }, (_, k) => 1 + ((h >>> (k * 3 + 2)) % 3)) };
  },
  linguistic: (item) => {
    const h = stemHash(item.stem);
    return { grammar: 3 + (h % 3), readability: 3 + ((h >>> 2) % 3), negativeLanguage: 3 + ((h >>> 4) % 3), clarity: 4 + ((h >>> 6) % 2) };
  },
  bias: (item) => 3 + ((stemHash(item.stem) >>> 3) % 3),
};

export type Violation = 'drop-entry' | 'out-of-range' | 'wrong-type';
const VIOLATIONS: Violation[] = ['drop-entry', 'out-of-range', 'wrong-type'];

/** The first array-valued field of an agent's reply (items, ratings, reviews or decisions). */
function listField(json: Record<string, unknown>): string | undefined {
  return Object.keys(json).find((key) => Array.isArray(json[key]));
}

function firstNumberPath(value: unknown): Array<string | number> | null {
  if (typeof value === 'number') return [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const path = firstNumberPath(value[i]);
      if (path) return [i, ...path];
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = firstNumberPath(child);
      if (path) return [key, ...path];
    }
  }
  return null;
}

/** A copy of `json` that breaks the agent's schema: an item left out, a rating out of range, or a wrong type. */
export function violate(json: Record<string, unknown>, kind: Violation): Record<string, unknown> {
  const copy = structuredClone(json);
  const field = listField(copy);
  if (!field) return { unexpected: true };
  const list = copy[field] as unknown[];
  if (kind === 'wrong-type') copy[field] = 'n/a';
  else if (kind === 'out-of-range' && firstNumberPath(list)) {
    const path = firstNumberPath(list)!;
    let target = list as unknown as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    target[path.at(-1)!] = 99;
  } else list.pop();
  return copy;
}

export interface Served {
  agent: string;
  json: Record<string, unknown>;
  violation: Violation | null;
}

/**
 * A handler answering every agent from `script`, with `violationRate` of the replies made
 * schema-violating (seeded). `served(request)` is what that request was answered by the handler;
 * the fake server may still have replaced it with an injected fault (`request.fault`).
 */
export function faultyHandler(script: ReplyScript, options: { violationRate: number; seed: number }) {
  const random = seededRandom(options.seed);
  const answers = new WeakMap<object, Served>();
  const handler: FakeHandler = (request: FakeRequest) => {
    const reply = buildReply(request, script);
    if (!('json' in reply)) return reply;
    const violation = random() < options.violationRate ? VIOLATIONS[Math.floor(random() * VIOLATIONS.length)]! : null;
    const json = violation ? violate(reply.json as Record<string, unknown>, violation) : (reply.json as Record<string, unknown>);
    answers.set(request.body, { agent: request.agent ?? '', json, violation });
    return { json };
  };
  return {
    handler,
    served: (request: RecordedRequest): Served | undefined => (request.fault ? undefined : answers.get(request.body)),
  };
}

/** The items a review request asked about, by itemId → stem (from its first user message). */
export function requestItems(request: RecordedRequest): Map<string, string> {
  const user = request.messages.find((m) => m.role === 'user' || m.role === 'human')?.content ?? '';
  return new Map(parseItems(user).map((item) => [item.itemId, item.stem]));
}
