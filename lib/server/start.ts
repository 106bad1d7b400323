import { getDatabase } from '@/db/client';
import { resumeInterruptedRuns } from '@/lib/runs/manager';
import { getRuntime } from './runtime';

/** How often this process looks for runs whose executing process died (expired lease). */
const SWEEP_MS = 15_000;

/**
 * Server start-up: open the database (migrations, PGlite folder lock), then resume the runs a
 * restart interrupted. Runs waiting for review stay waiting.
 */
export async function startServer() {
  const database = await getDatabase();
  console.log(`[scalewright] database ready (${database.kind})`);
  const runtime = await getRuntime();
  const resumed = await resumeInterruptedRuns(runtime);
  if (resumed.length) console.log(`[scalewright] resuming ${resumed.length} interrupted run(s): ${resumed.join(', ')}`);
  const sweep = setInterval(() => {
    resumeInterruptedRuns(runtime).catch((error) => console.error('[scalewright] resume sweep failed', error));
  }, SWEEP_MS);
  sweep.unref?.();
}
