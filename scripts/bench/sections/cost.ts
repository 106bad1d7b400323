/**
 * LLM calls and tokens per round for 6 dimensions × 4 items, then with half and three quarters of
 * the items frozen: review cost must follow the active items, not the pool.
 */
import type { Database } from '@/db/open';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { BENCH_SCRIPT } from '../constructs';
import { keepSome, startBench } from '../fixture';
import { linearFit, sum } from '../stats';

const REVIEWERS = ['content', 'linguistic', 'bias', 'meta'];

export interface CostRound {
  round: number;
  active: number;
  frozen: number;
  calls: number;
  promptTokens: number;
  completionTokens: number;
  /** Prompt + completion tokens of the four review agents. */
  reviewTokens: number;
  writerTokens: number;
  /** Frozen items that appeared in a review prompt of this round (must be 0). */
  frozenSentToReview: number;
}

export interface CostResult {
  pool: number;
  rounds: CostRound[];
  /** reviewTokens ≈ fixed + perItem × active, fitted over the rounds. */
  fit: { fixed: number; perItem: number; r2: number };
}

export async function costSection(database: Database): Promise<CostResult> {
  const bench = await startBench({ latencyMs: 0, script: BENCH_SCRIPT, database });
  try {
    const constructId = await bench.construct(AAAW_PRESET);
    const { runId } = await bench.start(constructId, { itemsPerDimension: 4, maxRounds: 3, mode: 'person' });
    const requestMarks = [0];
    const states = [await bench.pool(runId)];
    for (const round of [1, 2]) {
      requestMarks.push(bench.server.requests.length);
      await bench.submit(runId, round, keepSome(states.at(-1)!.active, 0.5));
      states.push(await bench.pool(runId));
    }
    requestMarks.push(bench.server.requests.length);
    const calls = await bench.llmCalls(runId);
    const rounds: CostRound[] = [1, 2, 3].map((round) => {
      const mine = calls.filter((c) => c.round === round);
      const tokens = (list: typeof mine) => sum(list.map((c) => (c.promptTokens ?? 0) + (c.completionTokens ?? 0)));
      const { active, kept } = states[round - 1]!;
      const requests = bench.server.requests.slice(requestMarks[round - 1], requestMarks[round]);
      const reviewed = requests
        .filter((r) => r.agent && REVIEWERS.includes(r.agent))
        .flatMap((r) => [...r.messages.map((m) => m.content).join('\n').matchAll(/itemId (\S+)/g)].map((m) => m[1]!));
      return {
        round,
        active: active.length,
        frozen: kept.length,
        calls: mine.length,
        promptTokens: sum(mine.map((c) => c.promptTokens ?? 0)),
        completionTokens: sum(mine.map((c) => c.completionTokens ?? 0)),
        reviewTokens: tokens(mine.filter((c) => REVIEWERS.includes(c.agent))),
        writerTokens: tokens(mine.filter((c) => c.agent === 'writer')),
        frozenSentToReview: reviewed.filter((label) => kept.includes(label)).length,
      };
    });
    const fit = linearFit(rounds.map((r) => [r.active, r.reviewTokens]));
    return { pool: rounds[0]!.active, rounds, fit: { fixed: Math.round(fit.intercept), perItem: Math.round(fit.slope * 10) / 10, r2: fit.r2 } };
  } finally {
    await bench.close();
  }
}
