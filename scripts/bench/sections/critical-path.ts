/**
 * Round wall time against the critical path of its model calls at a set latency per call:
 * writer + slowest of the three parallel reviewers + meta editor. Round 1 runs from the start of
 * the run to the board, round 2 from the submission to the board again. Each round is measured
 * REPEATS times; the repetition with the median ratio is reported.
 */
import type { Database } from '@/db/open';
import { aaawTimes, BENCH_SCRIPT } from '../constructs';
import { keepSome, startBench, type TimedCall } from '../fixture';
import { sum } from '../stats';

export interface CriticalRound {
  round: number;
  active: number;
  wallMs: number;
  writerMs: number;
  slowestReviewerMs: number;
  metaMs: number;
  criticalMs: number;
  ratio: number;
  /** Largest gap between the starts of the three reviewers' calls: near 0 when they run in parallel. */
  reviewerStartSpreadMs: number;
}

export interface CriticalResult {
  latencyMs: number;
  repeats: number;
  rounds: CriticalRound[];
}

const REPEATS = 5;

function roundFigures(round: number, active: number, wallMs: number, calls: TimedCall[]): CriticalRound {
  const of = (agent: string) => calls.filter((c) => c.agent === agent);
  const writerMs = sum(of('writer').map((c) => c.latencyMs));
  const reviewers = ['content', 'linguistic', 'bias'].map((agent) => of(agent));
  const slowestReviewerMs = Math.max(...reviewers.map((list) => sum(list.map((c) => c.latencyMs))));
  const metaMs = sum(of('meta').map((c) => c.latencyMs));
  const starts = reviewers.map((list) => Math.min(...list.map((c) => c.start)));
  const criticalMs = writerMs + slowestReviewerMs + metaMs;
  return {
    round,
    active,
    wallMs: Math.round(wallMs),
    writerMs,
    slowestReviewerMs,
    metaMs,
    criticalMs,
    ratio: Math.round((wallMs / criticalMs) * 1000) / 1000,
    reviewerStartSpreadMs: Math.round(Math.max(...starts) - Math.min(...starts)),
  };
}

export async function criticalPathSection(database: Database, latencyMs = 300): Promise<CriticalResult> {
  const bench = await startBench({ latencyMs, script: BENCH_SCRIPT, database });
  try {
    // Warm-up: the first run of a process pays for loading and compiling the code.
    bench.server.setLatency(0);
    await bench.start(await bench.construct(aaawTimes(1, 0)), { itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep' });
    bench.server.setLatency(latencyMs);
    const measured: CriticalRound[][] = [[], []];
    for (let k = 1; k <= REPEATS; k++) {
      // A construct of its own per repetition: no memory of the earlier repetitions' items.
      const constructId = await bench.construct(aaawTimes(1, k));
      const c1 = bench.calls.length;
      const { runId, ms: wall1 } = await bench.start(constructId, { itemsPerDimension: 4, maxRounds: 3, mode: 'person' });
      const pool1 = await bench.pool(runId);
      const c2 = bench.calls.length;
      const wall2 = await bench.submit(runId, 1, keepSome(pool1.active, 0.5));
      const pool2 = await bench.pool(runId);
      measured[0]!.push(roundFigures(1, pool1.active.length, wall1, bench.calls.slice(c1, c2)));
      measured[1]!.push(roundFigures(2, pool2.active.length, wall2, bench.calls.slice(c2)));
    }
    const medianOf = (list: CriticalRound[]) => [...list].sort((a, b) => a.ratio - b.ratio)[Math.floor(list.length / 2)]!;
    return { latencyMs, repeats: REPEATS, rounds: measured.map(medianOf) };
  } finally {
    await bench.close();
  }
}
