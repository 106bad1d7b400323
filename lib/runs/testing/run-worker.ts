/**
 * A separate server-like process for restart tests: opens the database, then either starts a run
 * (`start <constructJsonFile>`) or resumes interrupted runs (`resume`), and exits when its runs have
 * stopped. Agents talk to the fake server at SCALEWRIGHT_CUSTOM_BASE_URL. Prints `RUN <id>`.
 */
import fs from 'node:fs';
import { openDatabase } from '@/db/open';
import { createConstruct } from '@/db/queries/constructs';
import { AGENT_IDS } from '@/lib/llm/agents';
import { loadAgentsConfig } from '@/lib/llm/config';
import { allSettled, resumeInterruptedRuns, startRun } from '../manager';
import { createRuntime } from '../runtime';

async function main() {
  const [command, file] = process.argv.slice(2);
  const target = process.env.WORKER_DATABASE_URL
    ? ({ kind: 'postgres', url: process.env.WORKER_DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: process.env.WORKER_DATA_DIR! } as const);
  const database = await openDatabase(target);
  const env: Record<string, string | undefined> = { ...process.env };
  for (const agent of AGENT_IDS) env[`SCALEWRIGHT_MODEL_${agent.toUpperCase()}`] = `custom:fake-${agent}`;
  const rt = createRuntime(database.db, { config: loadAgentsConfig({ env }), env, leaseTtlMs: 1_000 });
  if (command === 'start') {
    const construct = await createConstruct(database.db, { spec: JSON.parse(fs.readFileSync(file!, 'utf8')) });
    const started = await startRun(rt, { constructId: construct.id, settings: JSON.parse(process.env.WORKER_SETTINGS ?? '{}'), heuristic: false });
    if (!started.ok) throw new Error(started.error);
    console.log(`RUN ${started.run.id}`);
  } else {
    // A lease held by the killed process expires after leaseTtlMs; wait it out, then resume.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const ids = await resumeInterruptedRuns(rt);
    console.log(`RESUMED ${ids.join(',')}`);
  }
  await allSettled();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
