/**
 * Schema-valid replies for every Scalewright agent, built from the prompts the fake
 * OpenAI-compatible server receives (lib/llm/fake-server). Tests and benchmarks script the
 * ratings per item; the real @langchain/openai client, prompts, parsing and validation all run.
 */
import type { FakeHandler, FakeReply, FakeRequest } from '@/lib/llm/fake-server/types';

export interface PromptItem {
  itemId: string;
  dimension: string;
  stem: string;
}

export interface PromptTask {
  taskId: string;
  kind: 'new' | 'revise';
  dimension: string;
  currentStem?: string;
}

export interface ReplyScript {
  /** Stem for a writing task (default: a numbered first-person item). */
  write?(task: PromptTask, request: FakeRequest): string;
  /** Content ratings of one judge for an item (default: target 7, orbiting 1 on a 7-point scale). */
  content?(item: PromptItem, judge: number, orbitingCount: number): { target: number; orbiting: number[] };
  /** Linguistic scores (default all 5). */
  linguistic?(item: PromptItem): { grammar: number; readability: number; negativeLanguage: number; clarity: number };
  /** Bias score (default 5). */
  bias?(item: PromptItem): number;
  /** LewMod decision (default: the computed decision) and approval (default: false). */
  lewmod?(item: PromptItem & { computed: string }): 'KEEP' | 'REVISE' | 'DISCARD';
  approve?(items: Array<PromptItem & { computed: string }>): boolean;
}

/** The first user message: the original prompt (corrections come after it). */
const firstUser = (request: FakeRequest) => request.messages.find((m) => m.role === 'user' || m.role === 'human')?.content ?? '';

export function parseItems(text: string): PromptItem[] {
  const items: PromptItem[] = [];
  for (const match of text.matchAll(/^- itemId (\S+) \[target dimension: (.+?)\]: "(.*)"$/gm)) {
    items.push({ itemId: match[1]!, dimension: match[2]!, stem: match[3]! });
  }
  return items;
}

export function parseTasks(text: string): PromptTask[] {
  const tasks: PromptTask[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const match = /^- taskId (\S+) \((write a new item|revise this item)\) for dimension "(.+)"$/.exec(line);
    if (!match) return;
    const stem = /^ {2}current stem: "(.*)"$/.exec(lines[i + 1] ?? '');
    tasks.push({ taskId: match[1]!, kind: match[2] === 'revise this item' ? 'revise' : 'new', dimension: match[3]!, currentStem: stem?.[1] });
  });
  return tasks;
}

function parseJudges(text: string): number {
  const block = /Judge personas:\n((?:- .*\n?)+)/.exec(text);
  return block ? block[1]!.trim().split('\n').length : 3;
}

function parseOrbitingCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^- (.+?): orbiting order = (.*)$/gm)) counts.set(match[1]!, match[2]!.split(/, (?=\d+\))/).length);
  return counts;
}

function parseLewmodItems(text: string) {
  const items: Array<PromptItem & { computed: string }> = [];
  for (const match of text.matchAll(/^- itemId (\S+) \[(.+?)\] "(.*)" → computed (KEEP|REVISE|DISCARD)/gm)) {
    items.push({ itemId: match[1]!, dimension: match[2]!, stem: match[3]!, computed: match[4]! });
  }
  return items;
}

/** The reply to one request, as the agent's schema wants it. */
export function buildReply(request: FakeRequest, script: ReplyScript = {}): FakeReply {
  const text = firstUser(request);
  switch (request.agent) {
    case 'research':
      return { json: { summary: 'Scripted research summary.', facets: ['facet one'] } };
    case 'writer':
      return {
        json: {
          items: parseTasks(text).map((task) => ({
            taskId: task.taskId,
            stem: script.write?.(task, request) ?? `I find item ${task.taskId} true of me at work.`,
            rationale: `Targets ${task.dimension}.`,
          })),
        },
      };
    case 'content': {
      const judges = parseJudges(text);
      const orbiting = parseOrbitingCounts(text);
      return {
        json: {
          ratings: parseItems(text).map((item) => ({
            itemId: item.itemId,
            judges: Array.from({ length: judges }, (_, j) => {
              const count = orbiting.get(item.dimension) ?? 2;
              const r = script.content?.(item, j, count) ?? { target: 7, orbiting: Array(count).fill(1) };
              return { judge: `Judge ${j + 1}`, ...r };
            }),
          })),
        },
      };
    }
    case 'linguistic':
      return {
        json: {
          ratings: parseItems(text).map((item) => ({
            itemId: item.itemId,
            ...(script.linguistic?.(item) ?? { grammar: 5, readability: 5, negativeLanguage: 5, clarity: 5 }),
          })),
        },
      };
    case 'bias':
      return { json: { ratings: parseItems(text).map((item) => ({ itemId: item.itemId, score: script.bias?.(item) ?? 5 })) } };
    case 'meta':
      return { json: { reviews: parseItems(text).map((item) => ({ itemId: item.itemId, comment: `Scripted synthesis for ${item.itemId}.` })) } };
    case 'lewmod': {
      const items = parseLewmodItems(text);
      return {
        json: {
          decisions: items.map((item) => ({ itemId: item.itemId, action: script.lewmod?.(item) ?? item.computed })),
          rationale: 'Scripted LewMod judgement.',
          approve: script.approve?.(items) ?? false,
        },
      };
    }
    default:
      return { status: 400, body: { error: { message: `unknown agent ${request.agent}` } } };
  }
}

export function scalewrightHandler(script: ReplyScript = {}): FakeHandler {
  return (request) => buildReply(request, script);
}

