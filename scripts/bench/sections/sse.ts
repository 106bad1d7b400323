/**
 * Delay from an event being stored to its arrival over SSE, with the app under `next start` on
 * PostgreSQL (PGlite is one process only, and the app holds it):
 * - in-process: runs started through the start-run server action execute in the server, whose
 *   event bus wakes the feed at once (the normal case);
 * - cross-process: the benchmark inserts `run_events` rows through the same database, as another
 *   server process would; the feed finds them by polling.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createPostgresTestDatabase } from '@/db/testing';
import { createConstruct } from '@/db/queries/constructs';
import { appendEvent } from '@/db/queries/events';
import { createRun, updateRun } from '@/db/queries/runs';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { startFakeServer } from '@/lib/llm/fake-server/server';
import { scalewrightHandler } from '@/lib/agents/testing/fake-replies';
import { TWO_ROUND_SCRIPT } from '../constructs';
import { fakeModelEnv } from '../fixture';
import { ensureBuild } from '../next-build';
import { callAction, findAction } from '../server-action';
import { openSse, type SseMessage } from '../sse-client';
import { percentile } from '../stats';

export interface DelayFigures {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export type SseResult = { skipped: string } | { inProcess: DelayFigures | { skipped: string }; crossProcess: DelayFigures };

const figures = (delays: number[]): DelayFigures => ({
  samples: delays.length,
  p50: Math.round(percentile(delays, 50)),
  p95: Math.round(percentile(delays, 95)),
  max: Math.round(Math.max(...delays)),
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}): ${output().slice(-500)}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer within ${ms} ms`);
}

export async function sseSection(adminUrl: string, log: (line: string) => void): Promise<SseResult> {
  const buildProblem = await ensureBuild(log);
  if (buildProblem) return { skipped: buildProblem };
  const database = await createPostgresTestDatabase(adminUrl);
  const fake = await startFakeServer({ handler: scalewrightHandler(TWO_ROUND_SCRIPT), latencyMs: 100 });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...fakeModelEnv(fake.baseURL), DATABASE_URL: database.url, NODE_ENV: 'production', PORT: String(port) };
  for (const key of Object.keys(env)) if (/_API_KEY$/.test(key)) delete env[key];
  const next = spawn(process.execPath, [path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  next.stdout!.on('data', (d) => (out += d));
  next.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/constructs`, next, () => out);
    const construct = await createConstruct(database.db, { spec: AAAW_PRESET });

    // Cross-process: rows inserted by this process, found by the server's feed.
    const run = await createRun(database.db, { constructId: construct.id, constructSpec: construct.spec, fingerprint: construct.fingerprint, settings: {}, heuristic: false });
    await updateRun(database.db, { id: run.id, status: 'waiting_review' });
    const sse = await openSse(`${base}/runs/${run.id}/events`);
    await sse.waitFor((m) => m.event === 'run', 10_000);
    const stored = new Map<string, number>();
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 100));
      const text = `bench event ${i}`;
      await appendEvent(database.db, { runId: run.id, round: 1, agent: 'Bench', text, dedupeKey: `bench:${i}` });
      stored.set(text, Date.now());
    }
    await sse.waitFor((m) => (m.data as { text?: string }).text === 'bench event 99', 10_000);
    sse.close();
    const crossDelays = sse.messages.filter((m) => m.event === 'feed').map((m) => m.arrivedAt - stored.get((m.data as { text: string }).text)!);

    // In-process: runs executed by the server through the start-run server action.
    let inProcess: DelayFigures | { skipped: string };
    try {
      const action = findAction('startRunAction');
      const delays: number[] = [];
      for (let k = 0; k < 5; k++) {
        const reply = await callAction(base, action, { id: construct.id }, [
          { constructId: construct.id, settings: { itemsPerDimension: 2, maxRounds: 2, mode: 'lewmod' } },
        ]);
        const runId = /"runId":"([0-9a-f-]{36})"/.exec(reply)?.[1];
        if (!runId) throw new Error(`the start-run action did not return a run id: ${reply.slice(0, 300)}`);
        const feed = await openSse(`${base}/runs/${runId}/events`);
        const connected = await feed.waitFor((m) => m.event === 'run', 10_000);
        await feed.waitFor((m) => m.event === 'run' && ['completed', 'failed'].includes((m.data as { status: string }).status), 60_000);
        feed.close();
        const live = feed.messages.filter((m: SseMessage) => m.event === 'feed' && Date.parse((m.data as { createdAt: string }).createdAt) > connected.arrivedAt);
        delays.push(...live.map((m) => m.arrivedAt - Date.parse((m.data as { createdAt: string }).createdAt)));
      }
      inProcess = delays.length ? figures(delays) : { skipped: 'no event was stored after the feed connected' };
    } catch (error) {
      inProcess = { skipped: (error as Error).message };
    }
    return { inProcess, crossProcess: figures(crossDelays) };
  } finally {
    next.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        next.kill('SIGKILL');
        resolve(null);
      }, 5_000);
      next.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    await fake.close();
    await database.close();
  }
}
