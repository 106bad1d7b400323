import { getDatabase } from '@/db/client';
import { releaseAllRunLeases } from '@/db/queries/runs';
import { resumeInterruptedRuns } from '@/lib/runs/manager';
import { getRuntime } from './runtime';

/** How often this process looks for runs whose executing process died (expired lease). */
const SWEEP_MS = 15_000;

/**
 * Server start-up: open the database (migrations, PGlite folder lock), then resume the runs a
 * restart interrupted. Runs waiting for review stay waiting.
 */
export async function startServer() {
  let database: Awaited<ReturnType<typeof getDatabase>>;
  try {
    database = await getDatabase();
  } catch (error) {
    // Without its database the app can only answer with errors: say why and stop, rather than
    // serve "Internal Server Error" pages (e.g. a second process on the same PGlite folder).
    console.error(`\n[scalewright] cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  console.log(`[scalewright] database ready (${database.kind})`);
  const runtime = await getRuntime();
  // PGlite's folder lock means no other process can be executing these runs: resume them now
  // rather than after their previous owner's lease expires.
  if (database.kind === 'pglite') await releaseAllRunLeases(database.db);
  const resumed = await resumeInterruptedRuns(runtime);
  if (resumed.length) console.log(`[scalewright] resuming ${resumed.length} interrupted run(s): ${resumed.join(', ')}`);
  const sweep = setInterval(() => {
    resumeInterruptedRuns(runtime).catch((error) => console.error('[scalewright] resume sweep failed', error));
  }, SWEEP_MS);
  sweep.unref?.();
}
