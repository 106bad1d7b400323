/**
 * `npm run bench`: the engine and the web app, measured headless against the local fake
 * OpenAI-compatible server (issue 6). Prints a table of figures beside their targets and writes
 * it, with the machine, to bench-results/latest.json. Figures only: it never fails on a target.
 *
 *   npm run bench [-- --only cost,critical,overhead,concurrency,sse,checks] [--no-postgres]
 *
 * Engine sections run on in-memory PGlite (the app's default database) and, when a PostgreSQL
 * server is reachable, on a fresh PostgreSQL database too (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres: an admin URL on which
 * scratch databases are created and dropped). The SSE section needs PostgreSQL and a production
 * build (built first when .next/BUILD_ID is missing or older than the sources).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeMachine } from './machine';
import { checksSection } from './sections/checks';
import { SECTION_PREFIX } from './section-prefix';
import { markdownTable, rows, type BenchResults } from './table';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const ALL = ['cost', 'critical', 'overhead', 'concurrency', 'sse', 'checks'];

const log = (line: string) => process.stderr.write(`${line}\n`);

async function postgresReachable(url: string): Promise<string | null> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    return `no PostgreSQL at ${new URL(url).host} (${(error as Error).message}); set BENCH_DATABASE_URL`;
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** Runs one section in its own process; its result, or why it could not be measured. */
function section(name: string, db: 'pglite' | 'postgres', env: NodeJS.ProcessEnv): Promise<unknown> {
  const started = performance.now();
  log(`→ ${name} on ${db}…`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'section.ts'), name, db], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => {
      err += d;
      for (const line of String(d).split('\n')) if (line.trim() && !line.includes('npm warn')) log(`  ${line}`);
    });
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(SECTION_PREFIX));
      log(`  ${name} on ${db}: ${((performance.now() - started) / 1000).toFixed(1)} s${code === 0 ? '' : ` (exit ${code})`}`);
      if (code === 0 && line) resolve(JSON.parse(line.slice(SECTION_PREFIX.length)));
      else resolve({ skipped: `the section failed: ${(err.trim().split('\n').reverse().find((l) => /Error|error/.test(l)) ?? err.trim().split('\n').at(-1) ?? `exit ${code}`).slice(0, 300)}` });
    });
  });
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' }, 'no-postgres': { type: 'boolean', default: false } } });
  const only = new Set(values.only ? values.only.split(',').map((s) => s.trim()) : ALL);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const pgProblem = values['no-postgres'] ? 'PostgreSQL disabled with --no-postgres' : await postgresReachable(adminUrl);
  const env = { ...process.env, BENCH_DATABASE_URL: adminUrl };
  const dbs: Array<'pglite' | 'postgres'> = pgProblem ? ['pglite'] : ['pglite', 'postgres'];
  const started = Date.now();
  const results: BenchResults = {};
  const pgSkip = { skipped: pgProblem ?? '' };

  if (only.has('cost')) results.cost = (await section('cost', 'pglite', env)) as BenchResults['cost'];
  if (only.has('critical')) {
    results.critical = {};
    for (const db of dbs) results.critical[db] = (await section('critical', db, env)) as never;
    if (pgProblem) results.critical.postgres = pgSkip;
  }
  if (only.has('overhead')) {
    results.overhead = {};
    for (const db of dbs) {
      results.overhead[db] = [];
      for (const items of [24, 96, 384]) results.overhead[db].push((await section(`overhead-${items}`, db, env)) as never);
    }
    if (pgProblem) results.overhead.postgres = [pgSkip];
  }
  if (only.has('concurrency')) {
    results.concurrency = {};
    for (const db of dbs) results.concurrency[db] = (await section('concurrency', db, env)) as never;
    if (pgProblem) results.concurrency.postgres = pgSkip;
  }
  if (only.has('sse')) results.sse = pgProblem ? pgSkip : ((await section('sse', 'postgres', env)) as BenchResults['sse']);
  if (only.has('checks')) {
    log('→ checks…');
    results.checks = await checksSection().catch((error: Error) => ({ skipped: error.message }));
  }

  const machine = describeMachine();
  const table = rows(results);
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  console.log(`\nScalewright benchmark — ${new Date().toISOString()}`);
  console.log(`Machine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memory}; Node ${machine.node}; ${machine.platform}`);
  console.log(`Command: ${command} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  console.log(markdownTable(table));
  const file = path.join(process.cwd(), 'bench-results', 'latest.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), command, machine, rows: table, results }, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
