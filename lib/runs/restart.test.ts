/**
 * Durability: a process is SIGKILLed in the middle of a round; another process resumes the run
 * from its last checkpoint, and the run finishes with no lost or duplicated items or events —
 * the same items and decisions as a run that was never interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '@/db/open';
import { createPostgresTestDatabase } from '@/db/testing';
import { listEvents } from '@/db/queries/events';
import { listRunItems } from '@/db/queries/items';
import { getRun } from '@/db/queries/runs';
import { startFakeServer } from '@/lib/llm/fake-server/server';
import { scalewrightHandler, type ReplyScript } from '@/lib/agents/testing/fake-replies';
import { startHarness, TWO_DIMENSIONS } from './testing/harness';

const WORKER = path.join(import.meta.dirname, 'testing', 'run-worker.ts');
const SETTINGS = { itemsPerDimension: 2, maxRounds: 2, mode: 'auto-keep' as const };
const script: ReplyScript = {
  write: (task) => (task.kind === 'revise' ? `I now state ${task.taskId} plainly.` : `I value ${task.taskId} at work (weak)`),
  content: (item, _j, count) => (item.stem.includes('(weak)') ? { target: 4, orbiting: [4, ...Array(count - 1).fill(1)] } : { target: 7, orbiting: Array(count).fill(1) }),
};

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function worker(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

async function waitFor(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Items, versions and events of a run, in a form two runs can be compared by. */
async function snapshot(target: DatabaseTarget, id: string) {
  const database = await openDatabase(target);
  try {
    const run = await getRun(database.db, { id });
    const items = await listRunItems(database.db, { runId: id });
    const events = await listEvents(database.db, { runId: id, limit: 10_000 });
    return {
      status: run!.status,
      items: items.map((i) => ({ label: i.label, status: i.status, versions: i.versions.map((v) => [v.round, v.stem, v.htc, v.htd, v.decision, v.humanDecision]) })),
      eventKeys: events.map((e) => e.dedupeKey).sort(),
    };
  } finally {
    await database.close();
  }
}

describe.each([
  { name: 'pglite' as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
])('restart in the middle of a round on $name', ({ name }) => {
  it('resumes from the last checkpoint with nothing lost or duplicated', { timeout: 120_000 }, async () => {
    // The reference: the same run, never interrupted.
    const reference = await startHarness({ script });
    const refRunId = await reference.run(SETTINGS);
    const expected = await (async () => {
      const items = await reference.items(refRunId);
      const events = await reference.events(refRunId);
      return {
        status: (await reference.status(refRunId)).status,
        items: items.map((i) => ({ label: i.label, status: i.status, versions: i.versions.map((v) => [v.round, v.stem, v.htc, v.htd, v.decision, v.humanDecision]) })),
        eventKeys: events.map((e) => e.dedupeKey).sort(),
      };
    })();
    await reference.close();
    expect(expected.status).toBe('completed');

    const server = await startFakeServer({ handler: scalewrightHandler(script), latencyMs: 150 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-restart-'));
    const constructFile = path.join(dir, 'construct.json');
    fs.writeFileSync(constructFile, JSON.stringify(TWO_DIMENSIONS));
    let target: DatabaseTarget;
    let env: Record<string, string>;
    let pg: Awaited<ReturnType<typeof createPostgresTestDatabase>> | null = null;
    if (name === 'postgres') {
      pg = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
      target = { kind: 'postgres', url: pg.url };
      env = { WORKER_DATABASE_URL: pg.url };
    } else {
      const dataDir = path.join(dir, 'pglite');
      target = { kind: 'pglite', dataDir };
      env = { WORKER_DATA_DIR: dataDir };
    }
    env.SCALEWRIGHT_CUSTOM_BASE_URL = server.baseURL;
    env.WORKER_SETTINGS = JSON.stringify(SETTINGS);
    try {
      const first = worker(['start', constructFile], env);
      // Kill it once round 2's reviewers are at work: round 1 is stored, round 2 is half done.
      await waitFor(() => server.requests.filter((r) => r.agent === 'writer').length >= 2 && server.requests.some((r, i, all) => r.agent === 'content' && all.slice(0, i).filter((x) => x.agent === 'writer').length >= 2), 60_000, 'round 2 review');
      first.child.kill('SIGKILL');
      await first.exited;
      const runId = /RUN (\S+)/.exec(first.output())?.[1];
      expect(runId, first.output()).toBeTruthy();

      const second = worker(['resume'], env);
      const code = await second.exited;
      expect(code, second.output()).toBe(0);
      expect(second.output()).toContain(`RESUMED ${runId}`);

      const after = await snapshot(target, runId!);
      expect(after.status).toBe('completed');
      expect(after.items).toEqual(expected.items);
      expect(after.eventKeys.filter((k) => !k?.startsWith('error:'))).toEqual(expected.eventKeys);
    } finally {
      await server.close();
      if (pg) await pg.close();
    }
  });
});
