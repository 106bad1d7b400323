/**
 * Announces that a run changed (a new event, a new status) on a database channel, so live feeds
 * in other processes wake at once (PostgreSQL LISTEN/NOTIFY). PGlite serves one process, whose
 * feeds the in-process bus wakes: nothing is sent there.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../open';

export const RUN_CHANGES_CHANNEL = 'scalewright_run_changes';

/**
 * Sent after the change is stored, without waiting for it: a notification is a wake-up hint
 * (feeds poll as well), so the writer does not pay a round trip for it.
 */
export function notifyRunChanged(db: Db, runId: string): void {
  // postgres.js clients are tag functions; a PGlite client is an object.
  if (typeof (db as { $client?: unknown }).$client === 'object') return;
  db.execute(sql`select pg_notify(${RUN_CHANGES_CHANNEL}, ${runId})`).catch(() => {});
}
