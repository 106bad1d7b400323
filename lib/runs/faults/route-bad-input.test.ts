/**
 * The bad-input catalogue, route handlers: every GET route (construct export, run board, live
 * feed, CSV and JSON export) called with malformed, injection-style, oversized, Unicode, unknown
 * and foreign ids (another table's id) answers 404 with a JSON error, and the database is left
 * as it was. A garbage Last-Event-ID restarts the feed from the beginning instead of failing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '@/db/open';
import { testDatabases } from '@/db/testing';
import { allSettled } from '../manager';
import { badInputFixtures, MISSING_ID, type BadInputFixtures } from './testing/bad-input-fixtures';
import { dumpDatabase } from './testing/db-dump';

const current: { db?: Db } = {};
vi.mock('@/db/client', () => ({ getDb: async () => current.db }));

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const routes: Array<{ path: string; table: 'construct' | 'run'; GET: Handler }> = [
  { path: '/constructs/[id]/export', table: 'construct', GET: (await import('@/app/constructs/[id]/export/route')).GET },
  { path: '/runs/[id]/board', table: 'run', GET: (await import('@/app/runs/[id]/board/route')).GET },
  { path: '/runs/[id]/events', table: 'run', GET: (await import('@/app/runs/[id]/events/route')).GET },
  { path: '/runs/[id]/export/csv', table: 'run', GET: (await import('@/app/runs/[id]/export/csv/route')).GET },
  { path: '/runs/[id]/export/json', table: 'run', GET: (await import('@/app/runs/[id]/export/json/route')).GET },
];

const BAD_IDS: Array<[string, (f: BadInputFixtures, table: 'construct' | 'run') => string]> = [
  ['an empty id', () => ''],
  ['a malformed id', () => 'run-1'],
  ['an injection-style id', () => "' OR 1=1; DROP TABLE runs; --"],
  ['a path traversal', () => '../../etc/passwd'],
  ['a NUL byte', () => '\u0000'],
  ['an oversized id', () => 'f'.repeat(100_000)],
  ['a Unicode id', () => 'ид-😀-𝓲𝓭-\u202E'],
  ['a UUID in capitals with braces', () => `{${MISSING_ID.toUpperCase()}}`],
  ['an unknown id', () => MISSING_ID],
  ["another table's id", (f, table) => (table === 'run' ? f.constructA : f.waiting)],
];

describe.each(testDatabases())('bad input to every route handler on $name', ({ create }) => {
  let database: Database;
  let f: BadInputFixtures;

  beforeAll(async () => {
    database = await create();
    f = await badInputFixtures(database);
    current.db = database.db;
  }, 120_000);
  afterAll(async () => {
    await f?.h.close();
    await database?.close();
  });

  const cases = routes.flatMap((route) => BAD_IDS.map(([what, id]) => [route.path, what, route, id] as const));
  it.each(cases)('GET %s with %s: 404 with a JSON error, the database unchanged', async (_path, _what, route, idFor) => {
    await allSettled();
    const before = await dumpDatabase(database.db);
    const id = idFor(f, route.table);
    const controller = new AbortController();
    const response = await route.GET(new Request(`http://localhost${route.path.replace('[id]', encodeURIComponent(id))}`, { signal: controller.signal }), {
      params: Promise.resolve({ id }),
    });
    controller.abort();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/not (found|a valid run id)|does not exist/i) });
    expect(await dumpDatabase(database.db)).toEqual(before);
  });

  it('answers a garbage Last-Event-ID and a negative ?after= with the feed from the start', async () => {
    const before = await dumpDatabase(database.db);
    const events = await f.h.events(f.done);
    const { GET } = routes.find((r) => r.path === '/runs/[id]/events')!;
    for (const [header, query] of [
      ['not-a-number', ''],
      ['', '?after=-5'],
      ['9'.repeat(400), ''],
    ]) {
      const controller = new AbortController();
      const response = await GET(new Request(`http://localhost/runs/${f.done}/events${query}`, { headers: header ? { 'last-event-id': header } : {}, signal: controller.signal }), {
        params: Promise.resolve({ id: f.done }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = response.body!.getReader();
      let text = '';
      while ((text.match(/^event: feed$/gm) ?? []).length < events.length) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      await reader.cancel().catch(() => {});
      const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
      expect(ids).toEqual(events.map((e) => e.seq));
    }
    expect(await dumpDatabase(database.db)).toEqual(before);
  });
});
