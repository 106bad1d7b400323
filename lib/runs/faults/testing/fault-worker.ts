/**
 * A server-like process for the kill tests: it opens the database and the run runtime (agents
 * on the fake server at SCALEWRIGHT_CUSTOM_BASE_URL), then does what WORKER_PLAN says and prints
 * what it did, one line per step. Like a server it stays up when its work is done
 * (WORKER_STAY=1) until it is killed; otherwise it closes the database and exits.
 *
 *   start  <constructJsonFile>  start a person-mode run (WORKER_SETTINGS), print RUN <id> and SETTLED <status>
 *   resume                      wait out the dead process's lease, resume interrupted runs: RESUMED <ids>
 *   submit <runId> <round>      submit WORKER_SUBMISSION_<round> through the manager: SUBMITTED <result>
 *   claim  <runId> <round>      store the submission the way submitReview does, then die before resuming the graph
 * Steps are separated by `;` in WORKER_PLAN, e.g. "start /tmp/c.json;submit @run 1".
 */
import fs from 'node:fs';
import { openDatabase } from '@/db/open';
import { createConstruct } from '@/db/queries/constructs';
import { claimRoundSubmission } from '@/db/queries/rounds';
import { getRun } from '@/db/queries/runs';
import { AGENT_IDS } from '@/lib/llm/agents';
import { loadAgentsConfig } from '@/lib/llm/config';
import { allSettled, resumeInterruptedRuns, settled, startRun, submitReview } from '../../manager';
import { createRuntime } from '../../runtime';

async function main() {
  const target = process.env.WORKER_DATABASE_URL
    ? ({ kind: 'postgres', url: process.env.WORKER_DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: process.env.WORKER_DATA_DIR! } as const);
  const database = await openDatabase(target);
  const env: Record<string, string | undefined> = { ...process.env };
  for (const agent of AGENT_IDS) env[`SCALEWRIGHT_MODEL_${agent.toUpperCase()}`] = `custom:fake-${agent}`;
  const rt = createRuntime(database.db, { config: loadAgentsConfig({ env }), env, leaseTtlMs: 1_000 });
  let runId = '';
  const status = async () => (await getRun(database.db, { id: runId }))?.status;
  for (const step of (process.env.WORKER_PLAN ?? '').split(';').map((s) => s.trim()).filter(Boolean)) {
    const [command, a, b] = step.split(/\s+/);
    if (a && a !== '@run' && command !== 'start') runId = a;
    if (command === 'start') {
      const construct = await createConstruct(database.db, { spec: JSON.parse(fs.readFileSync(a!, 'utf8')) });
      const started = await startRun(rt, { constructId: construct.id, settings: JSON.parse(process.env.WORKER_SETTINGS ?? '{}'), heuristic: false });
      if (!started.ok) throw new Error(started.error);
      runId = started.run.id;
      console.log(`RUN ${runId}`);
      await settled(runId);
      console.log(`SETTLED ${await status()}`);
    } else if (command === 'resume') {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const ids = await resumeInterruptedRuns(rt);
      console.log(`RESUMED ${ids.join(',')}`);
      await allSettled();
      console.log(`SETTLED ${runId ? await status() : ids.length}`);
    } else if (command === 'submit' || command === 'claim') {
      const round = Number(b);
      const submission = JSON.parse(process.env[`WORKER_SUBMISSION_${round}`]!);
      if (command === 'claim') {
        const claimed = await claimRoundSubmission(database.db, { runId, number: round, note: submission.note ?? null, feedbackBy: 'human', submission });
        console.log(`CLAIMED ${claimed}`);
        process.kill(process.pid, 'SIGKILL');
      }
      const result = await submitReview(rt, { runId, round, submission });
      console.log(`SUBMITTED ${JSON.stringify(result)}`);
      await settled(runId);
      console.log(`SETTLED ${await status()}`);
    } else throw new Error(`unknown step ${step}`);
  }
  if (process.env.WORKER_STAY === '1') {
    console.log('IDLE');
    setInterval(() => {}, 60_000);
    return;
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
