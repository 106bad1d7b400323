/**
 * A database with one of everything the bad-input catalogue aims at: two constructs, a run
 * waiting on its round-2 board (round 1 submitted, two items frozen), another construct's run
 * waiting on round 1, a completed run and a failed run. Runs are driven by the harness (fake
 * model server); every background execution has settled when this returns.
 */
import type { Database } from '@/db/open';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { allSettled, settled, startRun, submitReview } from '../../manager';
import type { RunSettingsInput } from '../../settings';
import { startHarness, TWO_DIMENSIONS } from '../../testing/harness';

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export async function badInputFixtures(database: Database) {
  const h = await startHarness({ database, script: { write: (task) => `I rely on ${task.taskId} for my daily work.` } });
  const constructA = await h.construct(AAAW_PRESET);
  const constructB = await h.construct(TWO_DIMENSIONS);
  const start = async (constructId: string, settings: RunSettingsInput) => {
    const started = await startRun(h.rt, { constructId, settings, heuristic: false });
    if (!started.ok) throw new Error(started.error);
    await settled(started.run.id);
    return started.run.id;
  };

  const waiting = await start(constructB.id, { itemsPerDimension: 2, maxRounds: 3, mode: 'person' });
  const first = await submitReview(h.rt, {
    runId: waiting,
    round: 1,
    submission: { decisions: { 'AUA-1': { action: 'KEEP' }, 'AUA-2': { action: 'REVISE' }, 'PU-1': { action: 'KEEP' }, 'PU-2': { action: 'REVISE' } } },
  });
  if (!first.ok) throw new Error(first.error);
  await settled(waiting);

  const other = await start(constructA.id, { itemsPerDimension: 1, maxRounds: 2, mode: 'person' });
  const done = await start(constructB.id, { itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep' });
  const bad = { json: { ratings: [] } };
  h.server.script('content', [bad, bad, bad]);
  const failed = await start(constructB.id, { itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep' });
  await allSettled();

  const statuses = await Promise.all([waiting, other, done, failed].map(async (id) => (await h.status(id)).status));
  if (statuses.join() !== 'waiting_review,waiting_review,completed,failed') throw new Error(`fixture runs ended as ${statuses.join()}`);
  const otherLabels = (await h.items(other)).map((i) => i.label);
  const foreignLabel = otherLabels.find((label) => !/^(AUA|PU)-/.test(label))!;
  return {
    h,
    constructA: constructA.id,
    constructB: constructB.id,
    /** Waiting on round 2: AUA-2 and PU-2 under review, AUA-1 and PU-1 frozen in round 1. */
    waiting,
    /** Another construct's run, waiting on round 1; its label `foreignLabel` is not in `waiting`. */
    other,
    foreignLabel,
    done,
    failed,
  };
}

export type BadInputFixtures = Awaited<ReturnType<typeof badInputFixtures>>;
