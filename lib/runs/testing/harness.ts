/**
 * Test harness for whole runs: a fresh in-memory database, the fake OpenAI-compatible server with
 * scripted per-agent replies, and a runtime whose every agent talks to it through the real
 * @langchain/openai client.
 */
import { openDatabase, type Database } from '@/db/open';
import { createConstruct } from '@/db/queries/constructs';
import { listEvents } from '@/db/queries/events';
import { listRunItems } from '@/db/queries/items';
import { listLlmCalls } from '@/db/queries/llm-calls';
import { getRun } from '@/db/queries/runs';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { AGENT_IDS } from '@/lib/llm/agents';
import { loadAgentsConfig } from '@/lib/llm/config';
import { startFakeServer } from '@/lib/llm/fake-server/server';
import { scalewrightHandler, type ReplyScript } from '@/lib/agents/testing/fake-replies';
import type { RunSettingsInput } from '../settings';
import { settled, startRun, submitReview } from '../manager';
import { createRuntime } from '../runtime';
import type { ReviewSubmission } from '@/lib/agents/schemas';
import type { SearchSource } from '@/lib/agents/deps';

export const TWO_DIMENSIONS: ConstructSpec = { ...AAAW_PRESET, name: 'AAAW (two dimensions)', dimensions: AAAW_PRESET.dimensions.slice(0, 2) };

export async function startHarness(
  options: { script?: ReplyScript; env?: Record<string, string>; database?: Database; search?: SearchSource | null } = {},
) {
  const server = await startFakeServer({ handler: scalewrightHandler(options.script) });
  const database = options.database ?? (await openDatabase({ kind: 'pglite' }));
  const env: Record<string, string> = { SCALEWRIGHT_CUSTOM_BASE_URL: server.baseURL };
  for (const agent of AGENT_IDS) env[`SCALEWRIGHT_MODEL_${agent.toUpperCase()}`] = `custom:fake-${agent}`;
  env.SCALEWRIGHT_MODEL_WRITER_STRONG = 'custom:fake-writer-strong';
  for (const agent of AGENT_IDS) env[`SCALEWRIGHT_TIMEOUT_MS_${agent.toUpperCase()}`] = '4000';
  Object.assign(env, options.env);
  const config = loadAgentsConfig({ env });
  const rt = createRuntime(database.db, { config, env, leaseTtlMs: 10_000, search: options.search ?? null });
  const db = database.db;

  return {
    server,
    database,
    db,
    rt,
    async construct(spec: ConstructSpec = TWO_DIMENSIONS) {
      return createConstruct(db, { spec });
    },
    /** Starts a run and waits until it stops (waiting for review, completed or failed). */
    async run(settings: RunSettingsInput, spec?: ConstructSpec, heuristic = false) {
      const construct = await createConstruct(db, { spec: spec ?? TWO_DIMENSIONS });
      const started = await startRun(rt, { constructId: construct.id, settings, heuristic });
      if (!started.ok) throw new Error(started.error);
      await settled(started.run.id);
      return started.run.id;
    },
    async submit(runId: string, round: number, submission: ReviewSubmission) {
      const result = await submitReview(rt, { runId, round, submission });
      await settled(runId);
      return result;
    },
    status: async (runId: string) => (await getRun(db, { id: runId }))!,
    items: (runId: string) => listRunItems(db, { runId }),
    calls: (runId: string) => listLlmCalls(db, { runId }),
    events: (runId: string) => listEvents(db, { runId, limit: 10_000 }),
    /** The item ids in the user prompts an agent received, per request. */
    itemIdsSentTo(agent: string) {
      return server.requests
        .filter((r) => r.agent === agent)
        .map((r) => [...(r.messages.find((m) => m.role === 'user' || m.role === 'human')?.content ?? '').matchAll(/itemId (\S+)|taskId (\S+)/g)].map((m) => m[1] ?? m[2]));
    },
    async close() {
      await server.close();
      if (!options.database) await database.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
