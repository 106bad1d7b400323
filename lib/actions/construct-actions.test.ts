import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '@/db/testing';
import type { Database } from '@/db/client';
import { createRun } from '@/db/queries/runs';
import { getConstruct } from '@/db/queries/constructs';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { exportConstructJson } from '@/lib/constructs/export-format';
import { fingerprint } from '@/lib/constructs/fingerprint';
import type { ConstructInput } from '@/lib/constructs/schema';

const current: { db?: Database['db'] } = {};
const revalidated: string[] = [];

vi.mock('@/db/client', () => ({ getDb: async () => current.db }));
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

const { createConstructAction } = await import('./create-construct');
const { updateConstructAction } = await import('./update-construct');
const { duplicateConstructAction } = await import('./duplicate-construct');
const { deleteConstructAction } = await import('./delete-construct');
const { importConstructAction } = await import('./import-construct');

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function sample(name = 'Work Engagement'): ConstructInput {
  return {
    name: `  ${name} `,
    definition: 'Energy and dedication at work.',
    population: 'Employees',
    dimensions: [
      {
        name: 'Vigour',
        definition: 'Energy while working.',
        orbiting: [
          { name: 'Job Satisfaction', definition: 'Contentment with one’s job.' },
          { name: 'Workaholism', definition: 'Compulsive overwork.' },
        ],
      },
    ],
  };
}

describe.each(testDatabases())('construct actions on $name', ({ create }) => {
  let database: Database;

  beforeAll(async () => {
    database = await create();
    current.db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    revalidated.length = 0;
  });

  it('creates a valid construct with defaults applied and refreshes the library', async () => {
    const result = await createConstructAction({ spec: sample() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.name).toBe('Work Engagement');
    expect(result.fingerprint).toBe(fingerprint(sample()));
    const row = await getConstruct(database.db, { id: result.id });
    expect(row?.spec.responseScale.anchors).toBe(7);
    expect(revalidated).toContain('/constructs');
  });

  it('refuses an invalid construct with the errors at their paths and stores nothing', async () => {
    const spec = { ...sample(), name: '', dimensions: [{ ...sample().dimensions[0], orbiting: [] }] };
    const result = await createConstructAction({ spec });
    expect(result).toEqual({
      ok: false,
      error: 'The construct has errors; fix them and save again.',
      fieldErrors: [
        { path: 'name', message: 'required' },
        { path: 'dimensions[0].orbiting', message: 'at least 2 required' },
      ],
    });
    expect(revalidated).toEqual([]);
  });

  it('updates an existing construct and reports a missing or malformed id', async () => {
    const created = await createConstructAction({ spec: sample('Before') });
    if (!created.ok) throw new Error(created.error);
    const updated = await updateConstructAction({ id: created.id, spec: sample('After') });
    expect(updated).toMatchObject({ ok: true, id: created.id, name: 'After' });
    expect(revalidated).toContain(`/constructs/${created.id}`);

    expect(await updateConstructAction({ id: MISSING_ID, spec: sample() })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/does not exist/),
    });
    expect(await updateConstructAction({ id: 'not-an-id', spec: sample() })).toMatchObject({
      ok: false,
      fieldErrors: [{ path: 'id', message: 'not a valid construct id' }],
    });
  });

  it('duplicates a construct under a "(copy)" name', async () => {
    const created = await createConstructAction({ spec: sample('Original') });
    if (!created.ok) throw new Error(created.error);
    const copy = await duplicateConstructAction({ id: created.id });
    expect(copy).toMatchObject({ ok: true, name: 'Original (copy)' });
    expect(copy.ok && copy.id).not.toBe(created.id);
    expect(await duplicateConstructAction({ id: MISSING_ID })).toMatchObject({ ok: false });
  });

  it('deletes a construct without runs at once', async () => {
    const created = await createConstructAction({ spec: sample('Short-lived') });
    if (!created.ok) throw new Error(created.error);
    expect(await deleteConstructAction({ id: created.id })).toEqual({ ok: true, runsDeleted: 0 });
    expect(await getConstruct(database.db, { id: created.id })).toBeNull();
    expect(await deleteConstructAction({ id: created.id })).toMatchObject({ ok: false });
  });

  it('asks for confirmation before deleting a construct that has runs', async () => {
    const created = await createConstructAction({ spec: sample('With Runs') });
    if (!created.ok) throw new Error(created.error);
    const row = (await getConstruct(database.db, { id: created.id }))!;
    for (let i = 0; i < 2; i++) {
      await createRun(database.db, {
        constructId: row.id,
        constructSpec: row.spec,
        fingerprint: row.fingerprint,
        settings: {},
        heuristic: true,
      });
    }
    expect(await deleteConstructAction({ id: created.id })).toMatchObject({
      ok: false,
      needsConfirmation: true,
      runCount: 2,
    });
    expect(await getConstruct(database.db, { id: created.id })).not.toBeNull();
    expect(await deleteConstructAction({ id: created.id, confirm: true })).toEqual({ ok: true, runsDeleted: 2 });
    expect(await getConstruct(database.db, { id: created.id })).toBeNull();
  });

  it('imports an exported construct with the same fingerprint', async () => {
    const result = await importConstructAction({ text: exportConstructJson(AAAW_PRESET) });
    expect(result).toMatchObject({ ok: true, name: AAAW_PRESET.name, fingerprint: fingerprint(AAAW_PRESET) });
  });

  it('rejects an invalid import with the path of each problem', async () => {
    const spec = structuredClone(sample()) as ConstructInput & { extra?: number };
    spec.dimensions[0].orbiting.pop();
    spec.extra = 1;
    const result = await importConstructAction({ text: JSON.stringify(spec) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'dimensions[0].orbiting: at least 2 required',
      'extra: unknown field (allowed fields: name, definition, population, responseScale, dimensions, constraints)',
    ]);
    expect(await importConstructAction({ text: '{' })).toMatchObject({
      ok: false,
      fieldErrors: [{ path: '(root)', message: expect.stringMatching(/^not valid JSON/) }],
    });
  });
});
