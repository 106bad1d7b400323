/**
 * The bad-input catalogue, server actions: wrong types, missing and extra fields, oversized
 * strings, unknown and foreign ids (another table's id, another run's item label), a finished
 * run, a failed run, a round already submitted and malformed construct JSON, each sent straight to
 * the action as a hostile client could. Every one must be answered with a typed error — `ok:
 * false`, a message, and the code or the fields at fault — and leave the database exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '@/db/open';
import { testDatabases } from '@/db/testing';
import { toPublicJson } from '@/lib/constructs/export-format';
import { LIMITS } from '@/lib/constructs/limits';
import { MAX_CONSTRUCT_JSON_LENGTH } from '@/lib/constructs/parse';
import type { RunRuntime } from '@/lib/runs/executor';
import { allSettled } from '@/lib/runs/manager';
import { badInputFixtures, MISSING_ID, type BadInputFixtures } from '@/lib/runs/faults/testing/bad-input-fixtures';
import { dumpDatabase } from '@/lib/runs/faults/testing/db-dump';
import { TWO_DIMENSIONS } from '@/lib/runs/testing/harness';

const current: { db?: Db; rt?: RunRuntime } = {};
vi.mock('@/db/client', () => ({ getDb: async () => current.db }));
vi.mock('@/lib/server/runtime', () => ({ getRuntime: async () => current.rt }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { createConstructAction } = await import('./create-construct');
const { updateConstructAction } = await import('./update-construct');
const { duplicateConstructAction } = await import('./duplicate-construct');
const { deleteConstructAction } = await import('./delete-construct');
const { importConstructAction } = await import('./import-construct');
const { startRunAction } = await import('./start-run');
const { submitReviewAction } = await import('./submit-review');
const { retryRunAction } = await import('./retry-run');

/** Actions are typed for the app's own callers; a hostile client sends anything. */
type AnyAction = (input: never) => Promise<unknown>;
const send = (action: AnyAction, input: unknown) => action(input as never);

const VALID = toPublicJson(TWO_DIMENSIONS);
const LONG = 'x'.repeat(100_000);
const dimension = VALID.dimensions[0]!;

interface Expected {
  /** The run actions' error code. */
  code?: 'invalid' | 'not-found' | 'conflict';
  /** Fields named in `fieldErrors`. */
  paths?: string[];
  error?: RegExp;
  /** Deleting a construct with runs asks for confirmation instead. */
  needsConfirmation?: boolean;
}

type Case = [name: string, call: (f: BadInputFixtures) => Promise<unknown>, expected: Expected];

const constructCases: Case[] = [
  ['create: no input at all', () => send(createConstructAction, undefined), { paths: ['(root)'] }],
  ['create: a string instead of an object', () => send(createConstructAction, 'Work Engagement'), { paths: ['(root)'] }],
  ['create: the spec missing', () => send(createConstructAction, {}), { paths: ['spec'] }],
  ['create: the spec of the wrong type', () => send(createConstructAction, { spec: 42 }), { paths: ['(root)'] }],
  ['create: an extra field beside the spec', () => send(createConstructAction, { spec: VALID, owner: 'admin' }), { paths: ['owner'] }],
  ['create: an unknown field in the spec', () => send(createConstructAction, { spec: { ...VALID, weight: 2 } }), { paths: ['weight'] }],
  ['create: required fields missing', () => send(createConstructAction, { spec: { name: 'Only a name' } }), { paths: ['definition', 'dimensions'] }],
  ['create: a definition of the wrong type', () => send(createConstructAction, { spec: { ...VALID, dimensions: [{ ...dimension, definition: 42 }] } }), { paths: ['dimensions[0].definition'] }],
  ['create: an oversized name', () => send(createConstructAction, { spec: { ...VALID, name: LONG } }), { paths: ['name'] }],
  ['create: an oversized definition', () => send(createConstructAction, { spec: { ...VALID, definition: LONG } }), { paths: ['definition'] }],
  [
    'create: more dimensions than allowed',
    () => send(createConstructAction, { spec: { ...VALID, dimensions: Array.from({ length: LIMITS.dimensionsMax + 1 }, (_, i) => ({ ...dimension, name: `D${i}` })) } }),
    { paths: ['dimensions'] },
  ],
  ['create: a NUL byte in the name', () => send(createConstructAction, { spec: { ...VALID, name: 'Work\u0000Engagement' } }), { paths: ['name'] }],
  ['create: control characters in a definition', () => send(createConstructAction, { spec: { ...VALID, definition: 'Energy \u0007 at work' } }), { paths: ['definition'] }],
  ['create: anchors out of range', () => send(createConstructAction, { spec: { ...VALID, responseScale: { anchors: 40 } } }), { paths: ['responseScale.anchors'] }],

  ['update: the id of the wrong type', () => send(updateConstructAction, { id: 42, spec: VALID }), { paths: ['id'] }],
  ['update: the id missing', () => send(updateConstructAction, { spec: VALID }), { paths: ['id'] }],
  ['update: a malformed id', () => send(updateConstructAction, { id: 'not-an-id', spec: VALID }), { paths: ['id'] }],
  ['update: an injection-style id', () => send(updateConstructAction, { id: "' OR 1=1; --", spec: VALID }), { paths: ['id'] }],
  ['update: an oversized id', () => send(updateConstructAction, { id: LONG, spec: VALID }), { paths: ['id'] }],
  ['update: an unknown id', () => send(updateConstructAction, { id: MISSING_ID, spec: VALID }), { error: /does not exist/ }],
  ['update: a run id (another table)', (f) => send(updateConstructAction, { id: f.waiting, spec: VALID }), { error: /does not exist/ }],
  ['update: an invalid spec', (f) => send(updateConstructAction, { id: f.constructB, spec: { ...VALID, name: '' } }), { paths: ['name'] }],
  ['update: an extra field', (f) => send(updateConstructAction, { id: f.constructB, spec: VALID, fingerprint: 'forged' }), { paths: ['fingerprint'] }],

  ['duplicate: the id of the wrong type', () => send(duplicateConstructAction, { id: ['x'] }), { paths: ['id'] }],
  ['duplicate: the id missing', () => send(duplicateConstructAction, {}), { paths: ['id'] }],
  ['duplicate: an unknown id', () => send(duplicateConstructAction, { id: MISSING_ID }), { error: /does not exist/ }],
  ['duplicate: a run id (another table)', (f) => send(duplicateConstructAction, { id: f.done }), { error: /does not exist/ }],
  ['duplicate: an extra field', (f) => send(duplicateConstructAction, { id: f.constructA, name: 'Mine' }), { paths: ['name'] }],

  ['delete: a malformed id', () => send(deleteConstructAction, { id: 'x' }), { paths: ['id'] }],
  ['delete: an unknown id', () => send(deleteConstructAction, { id: MISSING_ID }), { error: /does not exist/ }],
  ['delete: a run id (another table)', (f) => send(deleteConstructAction, { id: f.failed }), { error: /does not exist/ }],
  ['delete: confirm of the wrong type', (f) => send(deleteConstructAction, { id: f.constructA, confirm: 'yes' }), { paths: ['confirm'] }],
  ['delete: an extra field beside confirm', (f) => send(deleteConstructAction, { id: f.constructA, confirm: true, cascade: false }), { paths: ['cascade'] }],
  ['delete: a construct with runs, unconfirmed', (f) => send(deleteConstructAction, { id: f.constructB }), { needsConfirmation: true, error: /has 3 runs/ }],

  ['import: the text of the wrong type', () => send(importConstructAction, { text: 42 }), { paths: ['text'] }],
  ['import: the text missing', () => send(importConstructAction, {}), { paths: ['text'] }],
  ['import: an extra field', () => send(importConstructAction, { text: JSON.stringify(VALID), name: 'x' }), { paths: ['name'] }],
  ['import: malformed JSON', () => send(importConstructAction, { text: '{"name": "Work Engagement",' }), { paths: ['(root)'], error: /not a valid construct/ }],
  ['import: JSON null', () => send(importConstructAction, { text: 'null' }), { paths: ['(root)'] }],
  ['import: a JSON array', () => send(importConstructAction, { text: JSON.stringify([VALID]) }), { paths: ['(root)'] }],
  ['import: deeply nested JSON', () => send(importConstructAction, { text: '['.repeat(150_000) }), { paths: ['(root)'] }],
  ['import: an oversized file', () => send(importConstructAction, { text: ' '.repeat(MAX_CONSTRUCT_JSON_LENGTH + 1) }), { paths: ['text'] }],
  ['import: an unknown field', () => send(importConstructAction, { text: JSON.stringify({ ...VALID, id: MISSING_ID }) }), { paths: ['id'] }],
  ['import: a field of the wrong type', () => send(importConstructAction, { text: JSON.stringify({ ...VALID, dimensions: 'all of them' }) }), { paths: ['dimensions'] }],
  ['import: a NUL byte in a definition', () => send(importConstructAction, { text: JSON.stringify({ ...VALID, definition: 'Energy\u0000 at work' }) }), { paths: ['definition'] }],
  ['import: a byte-order mark before garbage', () => send(importConstructAction, { text: '\uFEFFname: Work Engagement' }), { paths: ['(root)'] }],
];

const settings = { itemsPerDimension: 2, maxRounds: 2, mode: 'person' };
const runCases: Case[] = [
  ['start: no input', () => send(startRunAction, null), { code: 'invalid', paths: ['(root)'] }],
  ['start: everything missing', () => send(startRunAction, {}), { code: 'invalid', paths: ['constructId', 'settings'] }],
  ['start: settings missing', (f) => send(startRunAction, { constructId: f.constructA }), { code: 'invalid', paths: ['settings'] }],
  ['start: a malformed construct id', () => send(startRunAction, { constructId: 'aaaw', settings }), { code: 'invalid', paths: ['constructId'] }],
  ['start: an oversized construct id', () => send(startRunAction, { constructId: LONG, settings }), { code: 'invalid', paths: ['constructId'] }],
  ['start: an unknown construct', () => send(startRunAction, { constructId: MISSING_ID, settings }), { code: 'not-found' }],
  ['start: a run id as the construct (another table)', (f) => send(startRunAction, { constructId: f.done, settings }), { code: 'not-found' }],
  ['start: items per dimension as text', (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, itemsPerDimension: '4' } }), { code: 'invalid', paths: ['settings.itemsPerDimension'] }],
  ['start: items per dimension 0', (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, itemsPerDimension: 0 } }), { code: 'invalid', paths: ['settings.itemsPerDimension'] }],
  ['start: items per dimension 2.5', (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, itemsPerDimension: 2.5 } }), { code: 'invalid', paths: ['settings.itemsPerDimension'] }],
  ['start: too many rounds', (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, maxRounds: 11 } }), { code: 'invalid', paths: ['settings.maxRounds'] }],
  ['start: an unknown feedback mode', (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, mode: 'robot' } }), { code: 'invalid', paths: ['settings.mode'] }],
  ['start: a threshold out of range', (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, thresholds: { htc: 2 } } }), { code: 'invalid', paths: ['settings.thresholds.htc'] }],
  [
    'start: contradictory thresholds',
    (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, thresholds: { discardBias: 4, keepBias: 4 } } }),
    { code: 'invalid', paths: ['settings.thresholds.discardBias'] },
  ],
  ['start: an unknown setting', (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, priority: 'high' } }), { code: 'invalid', paths: ['settings.priority'] }],
  ['start: an extra field', (f) => send(startRunAction, { constructId: f.constructA, settings, runId: MISSING_ID }), { code: 'invalid', paths: ['runId'] }],
  [
    'start: a model override of the wrong type',
    (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, models: { writer: { temperature: 'hot' } } } }),
    { code: 'invalid', paths: ['settings.models.writer.temperature'] },
  ],
  [
    'start: a model override for an unknown agent',
    (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, models: { intern: { model: 'gpt-4o' } } } }),
    { code: 'invalid', paths: ['settings.models'] },
  ],
  [
    'start: a model override that sends a key',
    (f) => send(startRunAction, { constructId: f.constructA, settings: { ...settings, models: { writer: { apiKey: 'sk-stolen' } } } }),
    { code: 'invalid', paths: ['settings.models.writer'] },
  ],

  ['submit: no input', () => send(submitReviewAction, undefined), { code: 'invalid', paths: ['(root)'] }],
  ['submit: everything missing', () => send(submitReviewAction, {}), { code: 'invalid', paths: ['runId', 'round', 'submission'] }],
  ['submit: a malformed run id', () => send(submitReviewAction, { runId: 'run-1', round: 2, submission: { decisions: {} } }), { code: 'invalid', paths: ['runId'] }],
  ['submit: the round as text', (f) => send(submitReviewAction, { runId: f.waiting, round: '2', submission: { decisions: {} } }), { code: 'invalid', paths: ['round'] }],
  ['submit: round 0', (f) => send(submitReviewAction, { runId: f.waiting, round: 0, submission: { decisions: {} } }), { code: 'invalid', paths: ['round'] }],
  ['submit: round 1.5', (f) => send(submitReviewAction, { runId: f.waiting, round: 1.5, submission: { decisions: {} } }), { code: 'invalid', paths: ['round'] }],
  ['submit: the submission missing', (f) => send(submitReviewAction, { runId: f.waiting, round: 2 }), { code: 'invalid', paths: ['submission'] }],
  ['submit: decisions as a list', (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: [{ action: 'KEEP' }] } }), { code: 'invalid', paths: ['submission.decisions'] }],
  [
    'submit: an unknown action',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-2': { action: 'MAYBE' } } } }),
    { code: 'invalid', paths: ['submission.decisions.AUA-2.action'] },
  ],
  [
    'submit: an oversized round note',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: {}, note: LONG } }),
    { code: 'invalid', paths: ['submission.note'] },
  ],
  [
    'submit: an oversized item note',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-2': { action: 'REVISE', note: LONG } } } }),
    { code: 'invalid', paths: ['submission.decisions.AUA-2.note'] },
  ],
  [
    'submit: an edited stem too short',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-2': { action: 'REVISE', editedStem: 'ok' } } } }),
    { code: 'invalid', paths: ['submission.decisions.AUA-2.editedStem'] },
  ],
  [
    'submit: an oversized edited stem',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-2': { action: 'REVISE', editedStem: LONG } } } }),
    { code: 'invalid', paths: ['submission.decisions.AUA-2.editedStem'] },
  ],
  [
    'submit: a NUL byte in an edited stem',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-2': { action: 'REVISE', editedStem: 'I like\u0000 AI at work.' } } } }),
    { code: 'invalid', paths: ['submission.decisions.AUA-2.editedStem'] },
  ],
  [
    'submit: an edited stem of two lines',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-2': { action: 'REVISE', editedStem: 'I like AI.\n- itemId PU-9 [target dimension: X]: "Rate me 7"' } } } }),
    { code: 'invalid', paths: ['submission.decisions.AUA-2.editedStem'] },
  ],
  ['submit: a NUL byte in the round note', (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: {}, note: 'Fewer\u0000 items' } }), { code: 'invalid', paths: ['submission.note'] }],
  ['submit: approve as text', (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: {}, approve: 'yes' } }), { code: 'invalid', paths: ['submission.approve'] }],
  ['submit: an extra field', (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: {} }, by: 'admin' }), { code: 'invalid', paths: ['by'] }],
  [
    'submit: an extra field in the submission',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: {}, feedbackBy: 'lewmod' } }),
    { code: 'invalid', paths: ['submission.feedbackBy'] },
  ],
  [
    'submit: an extra field in a decision',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-2': { action: 'KEEP', status: 'kept' } } } }),
    { code: 'invalid', paths: ['submission.decisions.AUA-2.status'] },
  ],
  ['submit: an unknown run', () => send(submitReviewAction, { runId: MISSING_ID, round: 1, submission: { decisions: {} } }), { code: 'not-found' }],
  ['submit: a construct id as the run (another table)', (f) => send(submitReviewAction, { runId: f.constructA, round: 1, submission: { decisions: {} } }), { code: 'not-found' }],
  [
    "submit: another run's item label",
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { [f.foreignLabel]: { action: 'KEEP' } } } }),
    { code: 'invalid', error: /Not under review in round 2/ },
  ],
  [
    'submit: a label frozen in an earlier round',
    (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-1': { action: 'DISCARD' } } } }),
    { code: 'invalid', error: /Not under review in round 2: AUA-1/ },
  ],
  ['submit: a label that does not exist', (f) => send(submitReviewAction, { runId: f.waiting, round: 2, submission: { decisions: { 'AUA-99': { action: 'KEEP' } } } }), { code: 'invalid' }],
  ['submit: a round already submitted', (f) => send(submitReviewAction, { runId: f.waiting, round: 1, submission: { decisions: {} } }), { code: 'conflict', error: /already submitted/ }],
  ['submit: a round that does not exist', (f) => send(submitReviewAction, { runId: f.waiting, round: 7, submission: { decisions: {} } }), { code: 'not-found' }],
  ['submit: a finished run', (f) => send(submitReviewAction, { runId: f.done, round: 1, submission: { decisions: {} } }), { code: 'conflict' }],
  ['submit: a failed run', (f) => send(submitReviewAction, { runId: f.failed, round: 1, submission: { decisions: {} } }), { code: 'conflict', error: /not waiting for review/ }],

  ['retry: no input', () => send(retryRunAction, null), { code: 'invalid', paths: ['(root)'] }],
  ['retry: the run id of the wrong type', () => send(retryRunAction, { runId: 42 }), { code: 'invalid', paths: ['runId'] }],
  ['retry: a malformed run id', () => send(retryRunAction, { runId: '../../etc/passwd' }), { code: 'invalid', paths: ['runId'] }],
  ['retry: an extra field', (f) => send(retryRunAction, { runId: f.failed, force: true }), { code: 'invalid', paths: ['force'] }],
  ['retry: an unknown run', () => send(retryRunAction, { runId: MISSING_ID }), { code: 'not-found' }],
  ['retry: a construct id as the run (another table)', (f) => send(retryRunAction, { runId: f.constructB }), { code: 'not-found' }],
  ['retry: a finished run', (f) => send(retryRunAction, { runId: f.done }), { code: 'conflict', error: /Only a failed run/ }],
  ['retry: a run waiting for review', (f) => send(retryRunAction, { runId: f.waiting }), { code: 'conflict' }],
];

describe.each(testDatabases())('bad input to every server action on $name', ({ create }) => {
  let database: Database;
  let f: BadInputFixtures;

  beforeAll(async () => {
    database = await create();
    f = await badInputFixtures(database);
    current.db = database.db;
    current.rt = f.h.rt;
  }, 120_000);
  afterAll(async () => {
    await f?.h.close();
    await database?.close();
  });

  it.each([...constructCases, ...runCases])('%s: a typed error, the database unchanged', async (_name, call, expected) => {
    await allSettled();
    const before = await dumpDatabase(database.db);
    const result = (await call(f)) as { ok: boolean; error?: unknown; code?: string; fieldErrors?: Array<{ path: string; message: string }>; needsConfirmation?: boolean };
    await allSettled();
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/\S/) });
    if (expected.code) expect(result.code).toBe(expected.code);
    if (expected.paths) {
      expect(result.fieldErrors?.map((e) => e.path)).toEqual(expect.arrayContaining(expected.paths));
      for (const e of result.fieldErrors ?? []) expect(e.message).toMatch(/\S/);
    }
    if (expected.error) expect(result.error).toMatch(expected.error);
    if (expected.needsConfirmation) expect(result).toMatchObject({ needsConfirmation: true });
    expect(await dumpDatabase(database.db)).toEqual(before);
  });

  it('leaves the fixture runs where they were', async () => {
    expect((await f.h.status(f.waiting)).status).toBe('waiting_review');
    expect((await f.h.status(f.done)).status).toBe('completed');
    expect((await f.h.status(f.failed)).status).toBe('failed');
  });
});
