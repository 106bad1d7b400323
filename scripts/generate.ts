/**
 * Headless generation, for scripting and benchmarks: runs the same graph as the app on an
 * in-memory database (or DATABASE_URL with --db) and writes the final items with all metrics.
 *
 *   npm run generate -- --construct <file.json> [--mode lewmod|auto-keep] [--rounds N]
 *                       [--items-per-dimension N] [--offline] [--research] --out <result.json>
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/db/open';
import { createConstruct } from '@/db/queries/constructs';
import { listRunItems } from '@/db/queries/items';
import { listLlmCalls } from '@/db/queries/llm-calls';
import { parseConstructJson } from '@/lib/constructs/parse';
import { isOfflineDefault } from '@/lib/llm/public-config';
import { searchFromEnv } from '@/lib/research/tavily';
import { buildRunExport } from '@/lib/runs/export';
import { settled, startRun } from '@/lib/runs/manager';
import { createRuntime } from '@/lib/runs/runtime';

const USAGE =
  'Usage: npm run generate -- --construct <file.json> [--mode lewmod|auto-keep] [--rounds N] [--items-per-dimension N] [--offline] [--research] [--db] --out <result.json>';

function fail(message: string): never {
  console.error(`error: ${message}\n${USAGE}`);
  process.exit(2);
}

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a whole number ≥ 1, got "${value}"`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      construct: { type: 'string' },
      mode: { type: 'string', default: 'lewmod' },
      rounds: { type: 'string' },
      'items-per-dimension': { type: 'string' },
      offline: { type: 'boolean', default: false },
      research: { type: 'boolean', default: false },
      db: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.construct) fail('--construct is required');
  if (!values.out) fail('--out is required');
  if (values.mode !== 'lewmod' && values.mode !== 'auto-keep') fail(`--mode must be lewmod or auto-keep, got "${values.mode}"`);
  let text: string;
  try {
    text = fs.readFileSync(values.construct, 'utf8');
  } catch (error) {
    fail(`cannot read ${values.construct}: ${(error as Error).message}`);
  }
  const parsed = parseConstructJson(text);
  if (!parsed.ok) fail(`${values.construct} is not a valid construct:\n${parsed.errors.map((e) => `  ${e.path}: ${e.message}`).join('\n')}`);

  const database = await openDatabase(
    values.db && process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite' },
  );
  try {
    const heuristic = values.offline || isOfflineDefault(process.env);
    const runtime = createRuntime(database.db, { search: values.research ? await searchFromEnv() : null });
    const construct = await createConstruct(database.db, { spec: parsed.spec });
    const started = await startRun(runtime, {
      constructId: construct.id,
      heuristic,
      settings: {
        mode: values.mode,
        maxRounds: positiveInt(values.rounds, 'rounds', 3),
        itemsPerDimension: positiveInt(values['items-per-dimension'], 'items-per-dimension', 4),
        research: values.research,
        offline: heuristic,
      },
    });
    if (!started.ok) fail(started.error);
    console.log(`${heuristic ? 'Offline heuristic panel (no LLM)' : 'LLM panel'} · ${parsed.spec.name} · run ${started.run.id}`);
    await settled(started.run.id);
    const result = await buildRunExport(database.db, started.run.id);
    if (!result) throw new Error('the run disappeared');
    await printRoundSummaries(database.db, started.run.id);
    fs.mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
    fs.writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
    const status = result.run.status;
    console.log(`${status}: ${result.scale.length} items kept of ${result.items.length} written → ${values.out}`);
    for (const warning of result.run.warnings) console.log(`warning: ${warning}`);
    if (status === 'failed') {
      console.error(`error: ${result.run.error}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

async function printRoundSummaries(db: Parameters<typeof listRunItems>[0], runId: string) {
  const [items, calls] = await Promise.all([listRunItems(db, { runId }), listLlmCalls(db, { runId })]);
  const rounds = new Map<number, { n: number; KEEP: number; REVISE: number; DISCARD: number; htc: number[]; htd: number[] }>();
  for (const item of items) {
    for (const v of item.versions) {
      const r = rounds.get(v.round) ?? { n: 0, KEEP: 0, REVISE: 0, DISCARD: 0, htc: [], htd: [] };
      r.n += 1;
      const decision = (v.humanDecision ?? v.decision) as 'KEEP' | 'REVISE' | 'DISCARD' | null;
      if (decision) r[decision] += 1;
      if (v.htc !== null) r.htc.push(v.htc);
      if (v.htd !== null) r.htd.push(v.htd);
      rounds.set(v.round, r);
    }
  }
  const mean = (xs: number[]) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2) : '—');
  for (const [round, r] of [...rounds].sort((a, b) => a[0] - b[0])) {
    const roundCalls = calls.filter((c) => c.round === round);
    const tokens = roundCalls.reduce((s, c) => s + (c.promptTokens ?? 0) + (c.completionTokens ?? 0), 0);
    console.log(
      `round ${round}: ${r.n} reviewed · KEEP ${r.KEEP} · REVISE ${r.REVISE} · DISCARD ${r.DISCARD} · mean c ${mean(r.htc)} · mean d ${mean(r.htd)} · ${roundCalls.length} LLM calls · ${tokens} tokens`,
    );
  }
}

main().catch((error) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
