/**
 * Twenty runs at once on one runtime and one database, against the fake server with a small
 * latency: every run must finish with no error. Peak memory is the section process's max RSS.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { allSettled, startRun } from '@/lib/runs/manager';
import { TWO_ROUND_SCRIPT } from '../constructs';
import { startBench } from '../fixture';

export interface ConcurrencyResult {
  runs: number;
  latencyMs: number;
  completed: number;
  failed: number;
  errorEvents: number;
  failedCalls: number;
  llmCalls: number;
  totalMs: number;
  peakRssMb: number;
  /** Resident memory with the database open, before the runs. */
  baselineRssMb: number;
}

export async function concurrencySection(database: Database, runs = 20, latencyMs = 50): Promise<ConcurrencyResult> {
  const bench = await startBench({ latencyMs, script: TWO_ROUND_SCRIPT, database });
  try {
    const constructId = await bench.construct(AAAW_PRESET);
    const baselineRssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
    const settings = { itemsPerDimension: 2, maxRounds: 2, mode: 'auto-keep' as const };
    const t0 = performance.now();
    const ids = await Promise.all(
      Array.from({ length: runs }, async () => {
        const started = await startRun(bench.rt, { constructId, settings, heuristic: false });
        if (!started.ok) throw new Error(started.error);
        return started.run.id;
      }),
    );
    await allSettled();
    const totalMs = performance.now() - t0;
    const statuses = await Promise.all(ids.map(async (id) => (await bench.run(id)).status));
    const rows = async (query: ReturnType<typeof sql>) => {
      const result = (await bench.db.execute(query)) as unknown as { rows?: Array<{ n: number | string }> } & Array<{ n: number | string }>;
      return Number((result.rows ?? result)[0]!.n);
    };
    return {
      runs,
      latencyMs,
      completed: statuses.filter((s) => s === 'completed').length,
      failed: statuses.filter((s) => s !== 'completed').length,
      errorEvents: await rows(sql`select count(*) as n from run_events where kind = 'error'`),
      failedCalls: await rows(sql`select count(*) as n from llm_calls where outcome <> 'ok'`),
      llmCalls: await rows(sql`select count(*) as n from llm_calls`),
      totalMs: Math.round(totalMs),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      baselineRssMb,
    };
  } finally {
    await bench.close();
  }
}
