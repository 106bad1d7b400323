/**
 * SIGKILL during a review: the server process dies while a person-mode run waits on the board,
 * and between a submission being stored and the graph resuming with it. Another process starts;
 * the run ends exactly as a run that was never interrupted — no item, version, decision, round
 * or event lost or duplicated.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, killBench, referenceRun, runIdOf, waitFor, type RunSnapshot } from './testing/kill-scenarios';

let reference: RunSnapshot;
let bench: Awaited<ReturnType<typeof killBench>> | undefined;

beforeAll(async () => {
  reference = await referenceRun();
  expect(reference.status).toBe('completed');
  expect(reference.rounds.map((r) => r.status)).toEqual(['submitted', 'submitted']);
}, 60_000);

afterEach(async () => {
  await bench?.close();
  bench = undefined;
});

describe.each(databases())('killed during a review on $name', ({ name }) => {
  it('while the run waits on the board: it stays waiting, takes the submissions after the restart and completes', { timeout: 90_000 }, async () => {
    bench = await killBench(name, 0);
    const first = bench.worker(`start ${bench.constructFile}`, { WORKER_STAY: '1' });
    await waitFor(() => first.output().includes('IDLE'), 60_000, `the run to wait on the board:\n${first.output()}`);
    expect(first.output()).toContain('SETTLED waiting_review');
    first.child.kill('SIGKILL');
    await first.exited;
    const runId = runIdOf(first.output())!;

    const second = bench.worker(`resume ${runId};submit ${runId} 1;submit ${runId} 2`);
    expect(await second.exited, second.output()).toBe(0);
    // Nothing to resume: a run waiting for review is not executing, it keeps waiting.
    expect(second.output()).toMatch(/^RESUMED $/m);
    expect(second.output().match(/SUBMITTED \{"ok":true\}/g)).toHaveLength(2);
    expect(await bench.snapshot(runId)).toEqual(reference);
  });

  it('between storing a submission and resuming the graph: the restart resumes with the stored submission', { timeout: 90_000 }, async () => {
    bench = await killBench(name, 0);
    const first = bench.worker(`start ${bench.constructFile};claim @run 1`);
    await first.exited;
    expect(first.output()).toContain('CLAIMED true');
    const runId = runIdOf(first.output())!;
    const beforeRestart = await bench.snapshot(runId);
    expect(beforeRestart.rounds[0]).toMatchObject({ status: 'submitted', note: 'Fewer preference items, please.' });
    expect(beforeRestart.items.flatMap((i) => i.versions).every((v) => v.round === 1 && v.humanDecision === null)).toBe(true);

    const second = bench.worker(`resume ${runId};submit ${runId} 1;submit ${runId} 2`);
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).toContain(`RESUMED ${runId}`);
    expect(second.output()).toContain('SETTLED waiting_review');
    // The round stored before the crash cannot be submitted a second time.
    expect(second.output()).toMatch(/SUBMITTED \{"ok":false,"code":"conflict","error":"Round 1 was already submitted/);
    expect(await bench.snapshot(runId)).toEqual(reference);
  });
});
