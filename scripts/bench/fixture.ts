/**
 * The benchmark's bench: the fake OpenAI-compatible server with scripted replies and a set
 * per-call latency, a database (in-memory PGlite unless one is given), and a run runtime whose
 * agents talk to the fake server through the real @langchain/openai client — the runtime the app
 * builds, except that each model call is also timed on this process's clock.
 */
import { openDatabase, type Database } from '@/db/open';
import { createConstruct } from '@/db/queries/constructs';
import { listRunItems } from '@/db/queries/items';
import { listLlmCalls, type LlmCallRow } from '@/db/queries/llm-calls';
import { getRun, type RunRow } from '@/db/queries/runs';
import { createLlmPanel } from '@/lib/agents/llm-panel';
import type { ReviewSubmission } from '@/lib/agents/schemas';
import { scalewrightHandler, type ReplyScript } from '@/lib/agents/testing/fake-replies';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { AGENT_IDS } from '@/lib/llm/agents';
import { applyRunOverrides, loadAgentsConfig } from '@/lib/llm/config';
import { startFakeServer, type FakeServer } from '@/lib/llm/fake-server/server';
import type { LlmCallRecord } from '@/lib/llm/recorder';
import type { RunRuntime } from '@/lib/runs/executor';
import { settled, startRun, submitReview } from '@/lib/runs/manager';
import { createRuntime, dbRecorder } from '@/lib/runs/runtime';
import type { RunSettingsInput } from '@/lib/runs/settings';

/** One model call on this process's clock (performance.now(), ms). */
export interface TimedCall extends LlmCallRecord {
  start: number;
  end: number;
}

export interface BenchOptions {
  latencyMs: number;
  script?: ReplyScript;
  /** Defaults to a fresh in-memory PGlite, closed with the bench. */
  database?: Database;
}

/** Environment that points every agent at the fake server (custom provider, no key needed). */
export function fakeModelEnv(baseURL: string, timeoutMs = 60_000): Record<string, string> {
  const env: Record<string, string> = { SCALEWRIGHT_CUSTOM_BASE_URL: baseURL, SCALEWRIGHT_MODEL_WRITER_STRONG: 'custom:fake-writer-strong' };
  for (const agent of AGENT_IDS) {
    env[`SCALEWRIGHT_MODEL_${agent.toUpperCase()}`] = `custom:fake-${agent}`;
    env[`SCALEWRIGHT_TIMEOUT_MS_${agent.toUpperCase()}`] = String(timeoutMs);
  }
  return env;
}

export async function startBench(options: BenchOptions) {
  const server: FakeServer = await startFakeServer({ handler: scalewrightHandler(options.script), latencyMs: options.latencyMs });
  const database = options.database ?? (await openDatabase({ kind: 'pglite' }));
  const env = fakeModelEnv(server.baseURL);
  const config = loadAgentsConfig({ env });
  const calls: TimedCall[] = [];
  const toDb = dbRecorder(database.db);
  const recorder = async (record: LlmCallRecord) => {
    const end = performance.now();
    calls.push({ ...record, start: end - record.latencyMs, end });
    await toDb(record);
  };
  const base = createRuntime(database.db, { config, env, leaseTtlMs: 60_000 });
  const rt: RunRuntime = {
    ...base,
    panelFor(run) {
      const overrides = (run.settings as { models?: unknown }).models;
      return createLlmPanel({ config: overrides ? applyRunOverrides(config, overrides) : config, recorder, env });
    },
  };
  const db = database.db;
  return {
    server,
    database,
    db,
    rt,
    /** Every model call made through `rt`, in the order they ended. */
    calls,
    async construct(spec: ConstructSpec): Promise<string> {
      return (await createConstruct(db, { spec })).id;
    },
    /** Starts a run and waits until it stops (board, end or failure); the wall time in ms. */
    async start(constructId: string, settings: RunSettingsInput): Promise<{ runId: string; ms: number }> {
      const t0 = performance.now();
      const started = await startRun(rt, { constructId, settings, heuristic: false });
      if (!started.ok) throw new Error(started.error);
      await settled(started.run.id);
      return { runId: started.run.id, ms: performance.now() - t0 };
    },
    /** Submits a round from the board and waits until the run stops again; the wall time in ms. */
    async submit(runId: string, round: number, submission: ReviewSubmission): Promise<number> {
      const t0 = performance.now();
      const result = await submitReview(rt, { runId, round, submission });
      if (!result.ok) throw new Error(result.error);
      await settled(runId);
      return performance.now() - t0;
    },
    run: async (runId: string): Promise<RunRow> => (await getRun(db, { id: runId }))!,
    llmCalls: (runId: string): Promise<LlmCallRow[]> => listLlmCalls(db, { runId }),
    /** Labels of the items on the board (active, reviewed) and of the kept ones. */
    async pool(runId: string) {
      const items = await listRunItems(db, { runId });
      return {
        active: items.filter((i) => i.status === 'active').map((i) => ({ label: i.label, dimension: i.dimensionIndex })),
        kept: items.filter((i) => i.status === 'kept').map((i) => i.label),
      };
    },
    async close() {
      await server.close();
      if (!options.database) await database.close();
    },
  };
}

export type Bench = Awaited<ReturnType<typeof startBench>>;

/** Total length of the union of [start, end] intervals: the wall time with a model call in flight. */
export function coveredMs(intervals: Array<{ start: number; end: number }>): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let from = 0;
  let to = -Infinity;
  for (const { start, end } of sorted) {
    if (start > to) {
      if (to > from) total += to - from;
      from = start;
      to = end;
    } else if (end > to) to = end;
  }
  if (to > from) total += to - from;
  return total;
}

/** A board submission: KEEP for `keep` of each dimension's active items (in label order), REVISE for the rest. */
export function keepSome(active: Array<{ label: string; dimension: number }>, keepFraction: number): ReviewSubmission {
  const byDimension = new Map<number, string[]>();
  for (const item of active) byDimension.set(item.dimension, [...(byDimension.get(item.dimension) ?? []), item.label]);
  const decisions: ReviewSubmission['decisions'] = {};
  for (const labels of byDimension.values()) {
    const keep = Math.floor(labels.length * keepFraction);
    labels.forEach((label, i) => (decisions[label] = { action: i < keep ? 'KEEP' : 'REVISE' }));
  }
  return { decisions };
}
