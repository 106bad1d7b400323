/** The benchmark's figures as rows (measure, figure, target, pass/fail) and as a Markdown table. */
import type { ChecksResult } from './sections/checks';
import type { ConcurrencyResult } from './sections/concurrency';
import type { CostResult } from './sections/cost';
import type { CriticalResult } from './sections/critical-path';
import type { OverheadResult } from './sections/overhead';
import type { SseResult } from './sections/sse';

export type Verdict = 'pass' | 'FAIL' | '—' | 'skipped';

export interface Row {
  measure: string;
  figure: string;
  target: string;
  result: Verdict;
}

type Maybe<T> = T | { skipped: string } | undefined;

export interface BenchResults {
  cost?: Maybe<CostResult>;
  critical?: Record<string, Maybe<CriticalResult>>;
  overhead?: Record<string, Array<Maybe<OverheadResult>>>;
  concurrency?: Record<string, Maybe<ConcurrencyResult>>;
  sse?: Maybe<SseResult>;
  checks?: Maybe<ChecksResult>;
}

const isSkipped = <T>(value: Maybe<T>): value is { skipped: string } | undefined => value === undefined || (typeof value === 'object' && value !== null && 'skipped' in value);
const verdict = (ok: boolean): Verdict => (ok ? 'pass' : 'FAIL');
const ms = (x: number) => `${Math.round(x)} ms`;
const n = (x: number) => x.toLocaleString('en-US');
const skipped = (measure: string, value: { skipped: string } | undefined, target = ''): Row => ({ measure, figure: `not measured: ${value?.skipped ?? 'not run'}`, target, result: 'skipped' });

export function rows(results: BenchResults): Row[] {
  const out: Row[] = [];
  const cost = results.cost;
  if (cost !== undefined) {
    if (isSkipped(cost)) out.push(skipped('LLM cost per round', cost, 'review cost ∝ active items'));
    else {
      for (const r of cost.rounds) {
        out.push({
          measure: `LLM cost, round ${r.round}: ${r.active} active, ${r.frozen} frozen of ${cost.pool}`,
          figure: `${r.calls} calls; ${n(r.promptTokens)} prompt + ${n(r.completionTokens)} completion tokens (review ${n(r.reviewTokens)}, writer ${n(r.writerTokens)})`,
          target: '',
          result: '—',
        });
      }
      const frozenSent = cost.rounds.reduce((s, r) => s + r.frozenSentToReview, 0);
      const sameCalls = cost.rounds.every((r) => r.calls === cost.rounds[0]!.calls);
      out.push({
        measure: 'Review tokens per round vs active items',
        figure: `${n(cost.fit.fixed)} + ${cost.fit.perItem} × active (R² ${cost.fit.r2.toFixed(4)}); frozen items sent to reviewers: ${frozenSent}`,
        target: 'review cost ∝ active items',
        result: verdict(frozenSent === 0 && sameCalls && cost.fit.r2 >= 0.99 && cost.fit.perItem > 0),
      });
    }
  }
  for (const [db, critical] of Object.entries(results.critical ?? {})) {
    if (isSkipped(critical)) {
      out.push(skipped(`Round time / critical path at 300 ms per call (${db})`, critical, '≤ 1.10×'));
      continue;
    }
    for (const r of critical.rounds) {
      out.push({
        measure: `Round ${r.round} time / critical path at ${critical.latencyMs} ms per call, ${r.active} items, median of ${critical.repeats} (${db})`,
        figure: `${ms(r.wallMs)} / ${ms(r.criticalMs)} (writer ${r.writerMs} + slowest reviewer ${r.slowestReviewerMs} + meta ${r.metaMs}) = ${r.ratio.toFixed(2)}×; reviewers started within ${r.reviewerStartSpreadMs} ms`,
        target: '≤ 1.10×',
        result: verdict(r.ratio <= 1.1),
      });
    }
  }
  for (const [db, pools] of Object.entries(results.overhead ?? {})) {
    for (const pool of pools) {
      if (isSkipped(pool)) {
        out.push(skipped(`App overhead per round at 0 ms (${db})`, pool));
        continue;
      }
      const target = pool.pool === 96;
      out.push({
        measure: `App overhead per round at 0 ms, ${pool.pool} items = ${pool.dimensions} × ${pool.perDimension}${pool.direct ? ', graph driven directly' : ''}, median of ${pool.repeats} (${db})`,
        figure: `${ms(pool.overheadMs)} (round 1: ${ms(pool.rounds[0]!.wallMs)} − ${ms(pool.rounds[0]!.modelMs)} in model calls; round 2: ${ms(pool.rounds[1]!.wallMs)} − ${ms(pool.rounds[1]!.modelMs)})`,
        target: target ? '< 100 ms' : '',
        result: target ? verdict(pool.overheadMs < 100) : '—',
      });
    }
  }
  const sse = results.sse;
  if (sse !== undefined) {
    if (isSkipped(sse)) out.push(skipped('SSE delay, stored → browser (next start, PostgreSQL)', sse, 'p95 < 500 ms'));
    else {
      const line = (label: string, f: typeof sse.crossProcess | { skipped: string }) =>
        isSkipped(f)
          ? skipped(label, f, 'p95 < 500 ms')
          : { measure: label, figure: `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)} (${f.samples} events)`, target: 'p95 < 500 ms', result: verdict(f.p95 < 500) };
      out.push(line('SSE delay, event stored by the server → browser (next start, PostgreSQL)', sse.inProcess));
      out.push(line('SSE delay, event stored by another process → browser (next start, PostgreSQL)', sse.crossProcess));
    }
  }
  for (const [db, c] of Object.entries(results.concurrency ?? {})) {
    if (isSkipped(c)) {
      out.push(skipped(`20 runs at once (${db})`, c, 'all finish, no error'));
      continue;
    }
    out.push({
      measure: `${c.runs} runs at once, one runtime, ${c.latencyMs} ms per call (${db})`,
      figure: `${c.completed}/${c.runs} completed, ${c.failed} failed, ${c.errorEvents} error events, ${c.failedCalls} failed of ${c.llmCalls} calls; ${(c.totalMs / 1000).toFixed(1)} s total; peak RSS ${c.peakRssMb} MB (${c.baselineRssMb} MB with the database open, before the runs)`,
      target: 'all finish, no error',
      result: verdict(c.completed === c.runs && c.errorEvents === 0 && c.failedCalls === 0),
    });
  }
  const checks = results.checks;
  if (checks !== undefined) {
    if (isSkipped(checks)) out.push(skipped('Item checks and near-duplicates, 500 stems', checks));
    else {
      out.push({
        measure: `Item checks, ${checks.stems} stems`,
        figure: `median ${checks.checkItemMs.median.toFixed(1)} ms, p95 ${checks.checkItemMs.p95.toFixed(1)} ms (cold ${checks.checkItemMs.cold.toFixed(1)} ms)`,
        target: '',
        result: '—',
      });
      out.push({
        measure: `Near-duplicates, ${checks.stems} stems`,
        figure: `median ${checks.findNearDuplicatesMs.median.toFixed(1)} ms, p95 ${checks.findNearDuplicatesMs.p95.toFixed(1)} ms (cold ${checks.findNearDuplicatesMs.cold.toFixed(1)} ms)`,
        target: '',
        result: '—',
      });
    }
  }
  return out;
}

export function markdownTable(list: Row[]): string {
  const escape = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '| Measure | Figure | Target | Result |',
    '| --- | --- | --- | --- |',
    ...list.map((r) => `| ${escape(r.measure)} | ${escape(r.figure)} | ${escape(r.target)} | ${r.result} |`),
  ].join('\n');
}
