import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing';
import type { Database } from '../open';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { createConstruct } from './constructs';
import { claimRoundSubmission, getRound, upsertRound } from './rounds';
import { acquireRunLease, createRun, getRun, listRunsToResume, releaseAllRunLeases, releaseRunLease, updateRun } from './runs';

describe.each(testDatabases())('run lifecycle queries on $name', ({ create }) => {
  let database: Database;
  let constructId: string;
  beforeAll(async () => {
    database = await create();
    constructId = (await createConstruct(database.db, { spec: AAAW_PRESET })).id;
  });
  afterAll(async () => database?.close());

  const newRun = async () =>
    createRun(database.db, { constructId, constructSpec: AAAW_PRESET, fingerprint: 'f', settings: {}, heuristic: true });

  it('lets one process hold a run at a time, and another take it over once the lease expires', async () => {
    const run = await newRun();
    expect(await acquireRunLease(database.db, { id: run.id, owner: 'a', ttlMs: 60_000 })).toBe(true);
    expect(await acquireRunLease(database.db, { id: run.id, owner: 'b', ttlMs: 60_000 })).toBe(false);
    expect(await acquireRunLease(database.db, { id: run.id, owner: 'a', ttlMs: 60_000 })).toBe(true);
    await releaseRunLease(database.db, { id: run.id, owner: 'b' });
    expect((await getRun(database.db, { id: run.id }))!.leaseOwner).toBe('a');
    expect(await acquireRunLease(database.db, { id: run.id, owner: 'a', ttlMs: -1 })).toBe(true); // expires at once
    expect(await acquireRunLease(database.db, { id: run.id, owner: 'b', ttlMs: 60_000 })).toBe(true);
    await releaseRunLease(database.db, { id: run.id, owner: 'b' });
    expect((await getRun(database.db, { id: run.id }))!.leaseOwner).toBeNull();
  });

  it('frees every lease at once (an embedded database whose previous process is gone)', async () => {
    const run = await newRun();
    await updateRun(database.db, { id: run.id, status: 'running' });
    await acquireRunLease(database.db, { id: run.id, owner: 'gone', ttlMs: 60_000 });
    expect((await listRunsToResume(database.db)).map((r) => r.id)).not.toContain(run.id);
    expect(await releaseAllRunLeases(database.db)).toBeGreaterThanOrEqual(1);
    expect((await listRunsToResume(database.db)).map((r) => r.id)).toContain(run.id);
  });

  it('lists for resumption only executing runs whose lease is free or expired', async () => {
    const running = await newRun();
    const waiting = await newRun();
    const held = await newRun();
    await updateRun(database.db, { id: running.id, status: 'running' });
    await updateRun(database.db, { id: waiting.id, status: 'waiting_review' });
    await updateRun(database.db, { id: held.id, status: 'running' });
    await acquireRunLease(database.db, { id: held.id, owner: 'alive', ttlMs: 60_000 });
    const ids = (await listRunsToResume(database.db)).map((r) => r.id);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(waiting.id);
    expect(ids).not.toContain(held.id);
  });

  it('accepts exactly one of many simultaneous submissions of a round', async () => {
    const run = await newRun();
    await upsertRound(database.db, { runId: run.id, number: 1, status: 'awaiting_feedback' });
    const claims = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        claimRoundSubmission(database.db, { runId: run.id, number: 1, feedbackBy: 'human', note: `tab ${i}`, submission: { decisions: {} } }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const round = await getRound(database.db, { runId: run.id, number: 1 });
    expect(round).toMatchObject({ status: 'submitted', feedbackBy: 'human', submission: { decisions: {} } });
    expect((await getRun(database.db, { id: run.id }))!.status).toBe('running');
    // A node replayed after the resume must not reopen the round.
    await upsertRound(database.db, { runId: run.id, number: 1, status: 'awaiting_feedback' });
    expect((await getRound(database.db, { runId: run.id, number: 1 }))!.status).toBe('submitted');
  });
});
