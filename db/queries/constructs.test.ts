import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../testing';
import type { Database } from '../open';
import { constructs, itemVersions, items, lgCheckpoints, llmCalls, rounds, runEvents, runs } from '../schema';
import {
  countRunsForConstruct,
  createConstruct,
  deleteConstruct,
  duplicateConstruct,
  getConstruct,
  listConstructs,
  updateConstruct,
} from './constructs';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { fingerprint } from '@/lib/constructs/fingerprint';
import type { ConstructSpec } from '@/lib/constructs/schema';

const small: ConstructSpec = {
  ...AAAW_PRESET,
  name: 'Work engagement (test)',
  dimensions: AAAW_PRESET.dimensions.slice(0, 2),
};

describe.each(testDatabases())('construct queries on $name', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates a construct with its fingerprint and reads it back unchanged', async () => {
    const row = await createConstruct(database.db, { spec: small });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.name).toBe('Work engagement (test)');
    expect(row.fingerprint).toBe(fingerprint(small));
    const read = await getConstruct(database.db, { id: row.id });
    expect(read?.spec).toEqual(small);
  });

  it('returns null for an unknown id', async () => {
    expect(await getConstruct(database.db, { id: '00000000-0000-0000-0000-000000000000' })).toBeNull();
    expect(await updateConstruct(database.db, { id: '00000000-0000-0000-0000-000000000000', spec: small })).toBeNull();
    expect(await duplicateConstruct(database.db, { id: '00000000-0000-0000-0000-000000000000' })).toBeNull();
  });

  it('updates name, spec and fingerprint together', async () => {
    const row = await createConstruct(database.db, { spec: small });
    const changed = { ...small, name: 'Renamed', definition: `${small.definition} Extra sentence.` };
    const updated = await updateConstruct(database.db, { id: row.id, spec: changed });
    expect(updated?.name).toBe('Renamed');
    expect(updated?.fingerprint).toBe(fingerprint(changed));
    expect(updated?.fingerprint).not.toBe(row.fingerprint);
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());
  });

  it('duplicates under a new id with "(copy)" in the name', async () => {
    const row = await createConstruct(database.db, { spec: small });
    const copy = await duplicateConstruct(database.db, { id: row.id });
    expect(copy?.id).not.toBe(row.id);
    expect(copy?.name).toBe('Work engagement (test) (copy)');
    expect(copy?.spec.dimensions).toEqual(small.dimensions);
  });

  it('lists constructs with dimension and run counts, newest first', async () => {
    const first = await createConstruct(database.db, { spec: { ...small, name: 'Listed A' } });
    const second = await createConstruct(database.db, { spec: { ...AAAW_PRESET, name: 'Listed B' } });
    await database.db.insert(runs).values({
      constructId: second.id,
      constructSpec: second.spec,
      fingerprint: second.fingerprint,
      settings: {},
    });
    const list = await listConstructs(database.db);
    const a = list.find((c) => c.id === first.id)!;
    const b = list.find((c) => c.id === second.id)!;
    expect(a).toMatchObject({ name: 'Listed A', dimensionCount: 2, runCount: 0 });
    expect(b).toMatchObject({ name: 'Listed B', dimensionCount: 6, runCount: 1 });
    expect(list.indexOf(b)).toBeLessThan(list.indexOf(a));
  });

  it('deletes a construct with its runs and everything under them, leaving no orphans', async () => {
    const row = await createConstruct(database.db, { spec: small });
    const [run] = await database.db
      .insert(runs)
      .values({ constructId: row.id, constructSpec: row.spec, fingerprint: row.fingerprint, settings: {} })
      .returning();
    await database.db.insert(rounds).values({ runId: run.id, number: 1 });
    const [item] = await database.db
      .insert(items)
      .values({ runId: run.id, dimensionIndex: 0, dimension: 'AI Use Anxiety', label: 'AUA-1', createdRound: 1 })
      .returning();
    await database.db.insert(itemVersions).values({ itemId: item.id, runId: run.id, round: 1, stem: 'I feel uneasy using AI at work.', source: 'offline' });
    await database.db.insert(runEvents).values({ runId: run.id, agent: 'ItemWriter', text: 'hello' });
    await database.db.insert(llmCalls).values({ runId: run.id, agent: 'writer', provider: 'fake', model: 'm', latencyMs: 1, attempt: 1, outcome: 'ok' });
    await database.db.insert(lgCheckpoints).values({
      threadId: run.id,
      checkpointId: 'cp-1',
      checkpointType: 'json',
      checkpoint: Buffer.from('{}'),
      metadataType: 'json',
      metadata: Buffer.from('{}'),
    });
    expect(await countRunsForConstruct(database.db, { id: row.id })).toBe(1);

    const result = await deleteConstruct(database.db, { id: row.id });
    expect(result).toEqual({ deleted: true, runsDeleted: 1 });
    expect(await getConstruct(database.db, { id: row.id })).toBeNull();
    for (const [table, column] of [
      [runs, runs.id],
      [rounds, rounds.runId],
      [items, items.runId],
      [itemVersions, itemVersions.runId],
      [runEvents, runEvents.runId],
      [llmCalls, llmCalls.runId],
    ] as const) {
      const left = await database.db.select().from(table as typeof runs).where(eq(column, run.id));
      expect(left).toHaveLength(0);
    }
    expect(await deleteConstruct(database.db, { id: row.id })).toEqual({ deleted: false, runsDeleted: 0 });
    expect(await database.db.select().from(lgCheckpoints).where(eq(lgCheckpoints.threadId, run.id))).toHaveLength(0);
    const remaining = await database.db.select().from(constructs).where(eq(constructs.id, row.id));
    expect(remaining).toHaveLength(0);
  });
});
