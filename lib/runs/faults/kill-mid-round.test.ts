/**
 * SIGKILL in the middle of a round of a person-mode run, right after the board's submission:
 * while round 2's writer is at work, and while round 2's reviewers are at work. Another process
 * resumes the run from its last checkpoint; after the person's second submission it ends exactly
 * as a run that was never interrupted.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, killBench, referenceRun, runIdOf, waitFor, type RunSnapshot } from './testing/kill-scenarios';

let reference: RunSnapshot;
let bench: Awaited<ReturnType<typeof killBench>> | undefined;

beforeAll(async () => {
  reference = await referenceRun();
  expect(reference.status).toBe('completed');
}, 60_000);

afterEach(async () => {
  await bench?.close();
  bench = undefined;
});

describe.each(databases())('killed in the middle of round 2 on $name', ({ name }) => {
  it.each([
    ['the writer', 'writer', 0],
    ['the reviewers', 'content', 1],
  ])('while %s work: the restart resumes the round, nothing is lost or duplicated', { timeout: 90_000 }, async (_what, agent, after) => {
    bench = await killBench(name, 300);
    const b = bench;
    const first = b.worker(`start ${b.constructFile};submit @run 1`);
    // Round 2 is under way once the second writer request arrived; kill while `agent` answers.
    await waitFor(() => (agent === 'writer' ? b.server.requestsFor('writer').length >= 2 : b.afterWriter(2, agent) >= after), 60_000, `round 2's ${agent}:\n${first.output()}`);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.output()).toContain('SUBMITTED {"ok":true}');
    const runId = runIdOf(first.output())!;

    const second = b.worker(`resume ${runId};submit ${runId} 2`);
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).toContain(`RESUMED ${runId}`);
    expect(second.output()).toContain('SETTLED waiting_review');
    expect(await b.snapshot(runId)).toEqual(reference);
  });
});
