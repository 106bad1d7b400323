/**
 * The app's own time per round at 0 ms model latency: round wall time minus the time with a model
 * call in flight, for pools of 24, 96 and 384 items. Round 1 writes and reviews the whole pool;
 * round 2 applies the board's decisions (every item REVISE) and writes and reviews it again.
 *
 * 24 and 96 items run through the run manager exactly as the app does. 384 items (12 dimensions ×
 * 32) are past the start form's limit of 20 items per dimension, which the manager enforces, so
 * that pool drives the same graph, run store, checkpointer and panel directly (without the
 * manager's lease and status bookkeeping, a handful of queries per round). Each pool is measured
 * REPEATS times; each round's median is reported.
 */
import { Command } from '@langchain/langgraph';
import type { Database } from '@/db/open';
import { claimRoundSubmission } from '@/db/queries/rounds';
import { createRun } from '@/db/queries/runs';
import { buildRunGraph } from '@/lib/agents/graph';
import type { ReviewSubmission } from '@/lib/agents/schemas';
import { fingerprint } from '@/lib/constructs/fingerprint';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { createRunStore } from '@/lib/runs/run-store';
import { runSettingsSchema } from '@/lib/runs/settings';
import { aaawTimes, BENCH_SCRIPT } from '../constructs';
import { coveredMs, keepSome, startBench, type Bench } from '../fixture';

export const POOLS = [
  { items: 24, copies: 1, perDimension: 4, direct: false },
  { items: 96, copies: 1, perDimension: 16, direct: false },
  { items: 384, copies: 2, perDimension: 32, direct: true },
] as const;

type Pool = (typeof POOLS)[number];

const REPEATS = 5;

export interface OverheadRound {
  round: number;
  wallMs: number;
  modelMs: number;
  overheadMs: number;
}

export interface OverheadResult {
  pool: number;
  dimensions: number;
  perDimension: number;
  /** True when the graph was driven directly (past the start form's limits). */
  direct: boolean;
  repeats: number;
  rounds: OverheadRound[];
  /** Mean over the rounds. */
  overheadMs: number;
}

type TwoRounds = { runId: string; wall1: number; wall2: number; c1: number; c2: number };

async function throughManager(bench: Bench, constructId: string, pool: Pool): Promise<TwoRounds> {
  const c1 = bench.calls.length;
  const { runId, ms: wall1 } = await bench.start(constructId, { itemsPerDimension: pool.perDimension, maxRounds: 3, mode: 'person' });
  const c2 = bench.calls.length;
  const first = await bench.pool(runId);
  if (first.active.length !== pool.items) throw new Error(`expected ${pool.items} items on the board, found ${first.active.length}`);
  const wall2 = await bench.submit(runId, 1, keepSome(first.active, 0));
  const status = (await bench.run(runId)).status;
  if (status !== 'waiting_review') throw new Error(`round 2 ended as ${status}`);
  return { runId, wall1, wall2, c1, c2 };
}

async function direct(bench: Bench, construct: ConstructSpec, constructId: string, pool: Pool): Promise<TwoRounds> {
  const settings = { ...runSettingsSchema.parse({ mode: 'person', maxRounds: 3 }), itemsPerDimension: pool.perDimension };
  const run = await createRun(bench.db, { constructId, constructSpec: construct, fingerprint: fingerprint(construct), settings, heuristic: false });
  const graph = buildRunGraph({ panel: bench.rt.panelFor(run), store: createRunStore(bench.db, { heuristic: false }), search: null }, bench.rt.checkpointer);
  const config = { configurable: { thread_id: run.id }, recursionLimit: 500 };
  const c1 = bench.calls.length;
  let t0 = performance.now();
  await graph.invoke({ runId: run.id, construct, settings, heuristic: false }, config);
  const wall1 = performance.now() - t0;
  const c2 = bench.calls.length;
  const first = await bench.pool(run.id);
  if (first.active.length !== pool.items) throw new Error(`expected ${pool.items} items on the board, found ${first.active.length}`);
  const submission: ReviewSubmission = keepSome(first.active, 0);
  t0 = performance.now();
  if (!(await claimRoundSubmission(bench.db, { runId: run.id, number: 1, feedbackBy: 'human', submission }))) throw new Error('round 1 was not waiting');
  await graph.invoke(new Command({ resume: submission }), config);
  const wall2 = performance.now() - t0;
  return { runId: run.id, wall1, wall2, c1, c2 };
}

export async function overheadSection(database: Database, pool: Pool): Promise<OverheadResult> {
  const bench = await startBench({ latencyMs: 0, script: BENCH_SCRIPT, database });
  try {
    // Warm-up: the first run of a process pays for loading and compiling the code.
    await bench.start(await bench.construct(aaawTimes(pool.copies, 0)), { itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep' });
    const spec = aaawTimes(pool.copies);
    const samples: OverheadRound[][] = [[], []];
    for (let k = 1; k <= REPEATS; k++) {
      // A construct of its own per repetition: no memory of the earlier repetitions' items.
      const construct = aaawTimes(pool.copies, k);
      const constructId = await bench.construct(construct);
      const { wall1, wall2, c1, c2 } = pool.direct ? await direct(bench, construct, constructId, pool) : await throughManager(bench, constructId, pool);
      [
        { wallMs: wall1, calls: bench.calls.slice(c1, c2) },
        { wallMs: wall2, calls: bench.calls.slice(c2) },
      ].forEach(({ wallMs, calls }, i) => {
        const modelMs = coveredMs(calls);
        samples[i]!.push({ round: i + 1, wallMs: Math.round(wallMs), modelMs: Math.round(modelMs), overheadMs: Math.round(wallMs - modelMs) });
      });
    }
    const rounds = samples.map((list) => [...list].sort((a, b) => a.overheadMs - b.overheadMs)[Math.floor(list.length / 2)]!);
    return {
      pool: pool.items,
      dimensions: spec.dimensions.length,
      perDimension: pool.perDimension,
      direct: pool.direct,
      repeats: REPEATS,
      rounds,
      overheadMs: Math.round(rounds.reduce((s, r) => s + r.overheadMs, 0) / rounds.length),
    };
  } finally {
    await bench.close();
  }
}
