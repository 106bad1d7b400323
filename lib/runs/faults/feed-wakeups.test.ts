/**
 * The live feed never sleeps on a stored event: a wake-up that comes while the stream is reading
 * is not lost (the stream reads again instead of waiting for its next poll), and on PostgreSQL an
 * event stored by another process wakes this process's feeds through LISTEN/NOTIFY. The poll is
 * kept out of the picture (fake timers, or no stream at all), so only the wake-ups can deliver.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Db } from '@/db/open';
import { createPostgresTestDatabase } from '@/db/testing';
import { createConstruct } from '@/db/queries/constructs';
import { appendEvent } from '@/db/queries/events';
import { createRun, updateRun } from '@/db/queries/runs';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { listenForRunChanges, notifyRun, subscribeRun } from '../event-bus';
import { feedStream } from '../feed-stream';

const opened: Database[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const database of opened.splice(0)) await database.close();
});

async function newRun(db: Db) {
  const construct = await createConstruct(db, { spec: AAAW_PRESET });
  return (await createRun(db, { constructId: construct.id, constructSpec: construct.spec, fingerprint: construct.fingerprint, settings: {}, heuristic: false })).id;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('live feed wake-ups', () => {
  it('does not lose a wake-up that arrives while the stream is reading', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    opened.push(database);
    const runId = await newRun(database.db);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Queries run one at a time on PGlite. The event is stored right after the stream's first
    // read of events, and its wake-up sent while the stream reads the run's status.
    let selects = 0;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'select') return Reflect.get(target, property, receiver);
        return (...args: Parameters<Db['select']>) => {
          selects += 1;
          if (selects === 1) queueMicrotask(() => void appendEvent(database.db, { runId, agent: 'ItemWriter', text: 'stored mid-read', round: 1 }));
          if (selects === 2) notifyRun(runId);
          return target.select(...args);
        };
      },
    });
    const controller = new AbortController();
    const reader = feedStream(db, runId, 0, controller.signal).getReader();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    for (let i = 0; i < 2_000 && !text.includes('stored mid-read'); i++) await turn();
    controller.abort();
    vi.advanceTimersByTime(5_000);
    await reading;
    expect(text).toContain('stored mid-read');
  });

  const postgres = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];
  // Stored through another client, as another server process would: nothing in this process signals it.
  const changes: Array<[string, (db: Db, runId: string) => Promise<unknown>]> = [
    ['stores an event', (db, runId) => appendEvent(db, { runId, agent: 'ItemWriter', text: 'from elsewhere', round: 1 })],
    ['changes the status of a run', (db, runId) => updateRun(db, { id: runId, status: 'running' })],
    ['moves a run to its next round', (db, runId) => updateRun(db, { id: runId, currentRound: 2 })],
  ];
  it.each(postgres.flatMap((url) => changes.map(([what, change]) => ({ url, what, change }))))(
    'wakes this process when another process $what (PostgreSQL)',
    async ({ url: adminUrl, change }) => {
      const server = await createPostgresTestDatabase(adminUrl);
      opened.push(server);
      const other = await openDatabase({ kind: 'postgres', url: server.url, max: 1 });
      opened.unshift(other);
      const runId = await newRun(server.db);
      listenForRunChanges(server.client);
      await new Promise((r) => setTimeout(r, 200));
      const woken = new Promise<string>((resolve) => {
        const stop = subscribeRun(runId, () => {
          stop();
          resolve('woken');
        });
      });
      await change(other.db, runId);
      expect(await Promise.race([woken, new Promise((r) => setTimeout(() => r('not woken'), 5_000))])).toBe('woken');
    },
  );
});
