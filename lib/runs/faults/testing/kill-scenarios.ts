/**
 * Shared pieces of the kill tests: a person-mode run on two dimensions with two board
 * submissions, its uninterrupted reference, worker processes to kill, and a comparable snapshot
 * of everything a run stores (items, versions, decisions, rounds, events).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseTarget, type Db } from '@/db/open';
import { createPostgresTestDatabase } from '@/db/testing';
import { listEvents } from '@/db/queries/events';
import { listRunItems } from '@/db/queries/items';
import { listRounds } from '@/db/queries/rounds';
import { getRun } from '@/db/queries/runs';
import type { ReviewSubmission } from '@/lib/agents/schemas';
import { scalewrightHandler, type ReplyScript } from '@/lib/agents/testing/fake-replies';
import { startFakeServer, type FakeServer } from '@/lib/llm/fake-server/server';
import { startHarness, TWO_DIMENSIONS } from '../../testing/harness';

export const WORKER = path.join(import.meta.dirname, 'fault-worker.ts');
export const SETTINGS = { itemsPerDimension: 2, maxRounds: 3, mode: 'person' as const };
export const SCRIPT: ReplyScript = {
  write: (task) => (task.kind === 'revise' ? `I now state ${task.taskId} plainly.` : `I value ${task.taskId} at work (weak)`),
  content: (item, _j, count) => (item.stem.includes('(weak)') ? { target: 4, orbiting: [4, ...Array(count - 1).fill(1)] } : { target: 7, orbiting: Array(count).fill(1) }),
};
/** Round 1 on the board: keep one, revise one with a note, edit one by hand, discard one. */
export const SUBMISSION_1: ReviewSubmission = {
  decisions: {
    'AUA-1': { action: 'KEEP' },
    'AUA-2': { action: 'REVISE', note: 'Say it plainly.' },
    'PU-1': { action: 'REVISE', editedStem: 'I get more done with AI tools at work.' },
    'PU-2': { action: 'DISCARD' },
  },
  note: 'Fewer preference items, please.',
};
/** Round 2: keep the three items under review and approve the scale. */
export const SUBMISSION_2: ReviewSubmission = {
  decisions: { 'AUA-2': { action: 'KEEP' }, 'PU-1': { action: 'KEEP' }, 'PU-3': { action: 'KEEP' } },
  approve: true,
};

export type RunSnapshot = Awaited<ReturnType<typeof snapshotRun>>;

/** Everything a run stores that a restart must neither lose nor duplicate, in comparable form. */
export async function snapshotRun(db: Db, runId: string) {
  const run = (await getRun(db, { id: runId }))!;
  const items = await listRunItems(db, { runId });
  const labels = new Map(items.map((i) => [i.id, i.label]));
  const events = await listEvents(db, { runId, limit: 10_000 });
  return {
    status: run.status,
    currentRound: run.currentRound,
    error: run.error,
    items: items.map((i) => ({
      label: i.label,
      status: i.status,
      replaces: i.replacesItemId ? labels.get(i.replacesItemId) : null,
      failedReviews: i.failedReviews,
      versions: i.versions.map((v) => ({
        round: v.round,
        stem: v.stem,
        source: v.source,
        judges: v.contentRatings,
        htc: v.htc,
        htd: v.htd,
        decision: v.decision,
        reasons: v.reasons,
        humanDecision: v.humanDecision,
        humanNote: v.humanNote,
      })),
    })),
    rounds: (await listRounds(db, { runId })).map((r) => ({ number: r.number, status: r.status, feedbackBy: r.feedbackBy, note: r.note, submission: r.submission })),
    /** Error events carry a time stamp in their key: an interrupted step may add one, never more of anything else. */
    eventKeys: events.map((e) => e.dedupeKey).filter((k) => !k?.startsWith('error:')).sort(),
    eventCount: events.filter((e) => !e.dedupeKey?.startsWith('error:')).length,
  };
}

/** The same run, never interrupted, in-process. */
export async function referenceRun(): Promise<RunSnapshot> {
  const h = await startHarness({ script: SCRIPT });
  try {
    const runId = await h.run(SETTINGS);
    for (const [round, submission] of [SUBMISSION_1, SUBMISSION_2].entries()) {
      const result = await h.submit(runId, round + 1, submission);
      if (!result.ok) throw new Error(result.error);
    }
    return await snapshotRun(h.db, runId);
  } finally {
    await h.close();
  }
}

export interface Worker {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

export async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A scratch database (PGlite folder or fresh PostgreSQL database), a fake server, and workers on them. */
export async function killBench(kind: 'pglite' | 'postgres', latencyMs: number) {
  const server: FakeServer = await startFakeServer({ handler: scalewrightHandler(SCRIPT), latencyMs });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-kill-'));
  const constructFile = path.join(dir, 'construct.json');
  fs.writeFileSync(constructFile, JSON.stringify(TWO_DIMENSIONS));
  const pg = kind === 'postgres' ? await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!) : null;
  const target: DatabaseTarget = pg ? { kind: 'postgres', url: pg.url } : { kind: 'pglite', dataDir: path.join(dir, 'pglite') };
  const baseEnv: Record<string, string> = {
    ...(pg ? { WORKER_DATABASE_URL: pg.url } : { WORKER_DATA_DIR: path.join(dir, 'pglite') }),
    SCALEWRIGHT_CUSTOM_BASE_URL: server.baseURL,
    WORKER_SETTINGS: JSON.stringify(SETTINGS),
    WORKER_SUBMISSION_1: JSON.stringify(SUBMISSION_1),
    WORKER_SUBMISSION_2: JSON.stringify(SUBMISSION_2),
  };
  const children: ChildProcess[] = [];
  return {
    server,
    constructFile,
    worker(plan: string, extra: Record<string, string> = {}): Worker {
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
        cwd: process.cwd(),
        env: { ...process.env, ...baseEnv, WORKER_PLAN: plan, ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, exited, output: () => out };
    },
    /** Opens the database once no worker holds it, and snapshots the run. */
    async snapshot(runId: string): Promise<RunSnapshot> {
      const database = await openDatabase(target);
      try {
        return await snapshotRun(database.db, runId);
      } finally {
        await database.close();
      }
    },
    /** Requests of an agent that arrived after the n-th writer request. */
    afterWriter(n: number, agent: string): number {
      const index = server.requests.map((r) => r.agent).reduce((at, a, i, all) => (at >= 0 ? at : a === 'writer' && all.slice(0, i + 1).filter((x) => x === 'writer').length === n ? i : at), -1);
      return index < 0 ? 0 : server.requests.slice(index + 1).filter((r) => r.agent === agent).length;
    },
    async close() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await server.close();
      if (pg) await pg.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const databases = (): Array<{ name: 'pglite' | 'postgres' }> => [{ name: 'pglite' }, ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : [])];

export const runIdOf = (output: string) => /RUN (\S+)/.exec(output)?.[1];
