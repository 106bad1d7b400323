/**
 * The run lifecycle used by server actions, the headless command and start-up: start a run (it
 * returns at once; the graph runs in the background), submit a round's review exactly once, retry
 * a failed run, and resume the runs a restart interrupted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { getConstruct } from '@/db/queries/constructs';
import { getRound } from '@/db/queries/rounds';
import { createRun, getRun, listRunsToResume, type RunRow } from '@/db/queries/runs';
import { claimRoundSubmission } from '@/db/queries/rounds';
import { items, itemVersions } from '@/db/schema';
import { reviewSubmissionSchema, type ReviewSubmission } from '@/lib/agents/schemas';
import { executeRun, type ExecuteOutcome, type RunInput, type RunRuntime } from './executor';
import { runSettingsSchema, type RunSettingsInput } from './settings';

export type RunActionResult<T = object> = ({ ok: true } & T) | { ok: false; error: string; code: 'not-found' | 'conflict' | 'invalid' };

/** Runs executing in this process, so callers (tests, shutdown) can wait for them. */
const inflight = new Map<string, Promise<ExecuteOutcome>>();

export function launch(rt: RunRuntime, runId: string, input: RunInput): Promise<ExecuteOutcome> {
  const previous = inflight.get(runId) ?? Promise.resolve<ExecuteOutcome>('missing');
  const next = previous
    .catch(() => 'failed' as const)
    .then(() => executeRun(rt, runId, input))
    .catch((error): ExecuteOutcome => {
      // executeRun records failures itself; this only guards the background promise.
      console.error(`[scalewright] run ${runId} could not be executed`, error);
      return 'failed';
    })
    .finally(() => {
      if (inflight.get(runId) === next) inflight.delete(runId);
    });
  inflight.set(runId, next);
  return next;
}

/** Resolves when the run has no execution in flight in this process. */
export async function settled(runId: string): Promise<void> {
  while (inflight.has(runId)) await inflight.get(runId)!.catch(() => {});
}

export async function allSettled(): Promise<void> {
  while (inflight.size > 0) await Promise.allSettled([...inflight.values()]);
}

export async function startRun(
  rt: RunRuntime,
  params: { constructId: string; settings: RunSettingsInput; heuristic: boolean },
): Promise<RunActionResult<{ run: RunRow }>> {
  const construct = await getConstruct(rt.db, { id: params.constructId });
  if (!construct) return { ok: false, code: 'not-found', error: 'This construct no longer exists.' };
  const settings = runSettingsSchema.safeParse(params.settings);
  if (!settings.success) return { ok: false, code: 'invalid', error: settings.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const run = await createRun(rt.db, {
    constructId: construct.id,
    constructSpec: construct.spec,
    fingerprint: construct.fingerprint,
    settings: settings.data,
    heuristic: params.heuristic,
  });
  void launch(rt, run.id, { kind: 'start' });
  return { ok: true, run };
}

/** Labels of the items under review in `round` (active, with a version of that round). */
async function reviewableLabels(rt: RunRuntime, runId: string, round: number): Promise<Set<string>> {
  const rows = await rt.db
    .select({ label: items.label })
    .from(items)
    .innerJoin(itemVersions, and(eq(itemVersions.itemId, items.id), eq(itemVersions.round, round)))
    .where(and(eq(items.runId, runId), inArray(items.status, ['active'])));
  return new Set(rows.map((r) => r.label));
}

export async function submitReview(
  rt: RunRuntime,
  params: { runId: string; round: number; submission: ReviewSubmission },
): Promise<RunActionResult> {
  const parsed = reviewSubmissionSchema.safeParse(params.submission);
  if (!parsed.success) return { ok: false, code: 'invalid', error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  // Independent reads, side by side.
  const [run, round, labels] = await Promise.all([
    getRun(rt.db, { id: params.runId }),
    getRound(rt.db, { runId: params.runId, number: params.round }),
    reviewableLabels(rt, params.runId, params.round),
  ]);
  if (!run) return { ok: false, code: 'not-found', error: 'This run no longer exists.' };
  if (!round) return { ok: false, code: 'not-found', error: `Round ${params.round} does not exist in this run.` };
  if (round.status === 'submitted') {
    return { ok: false, code: 'conflict', error: `Round ${params.round} was already submitted${round.feedbackBy === 'human' ? ' (perhaps from another tab)' : ''}; reload to see the next round.` };
  }
  if (run.status !== 'waiting_review' || round.status !== 'awaiting_feedback') {
    return { ok: false, code: 'conflict', error: `Round ${params.round} is not waiting for review (the run is ${run.status.replace('_', ' ')}).` };
  }
  const unknown = Object.keys(parsed.data.decisions).filter((label) => !labels.has(label));
  if (unknown.length) return { ok: false, code: 'invalid', error: `Not under review in round ${params.round}: ${unknown.join(', ')}.` };
  const claimed = await claimRoundSubmission(rt.db, {
    runId: run.id,
    number: params.round,
    note: parsed.data.note,
    feedbackBy: 'human',
    submission: parsed.data,
  });
  if (!claimed) return { ok: false, code: 'conflict', error: `Round ${params.round} was already submitted (perhaps from another tab); reload to see the next round.` };
  void launch(rt, run.id, { kind: 'review', submission: parsed.data });
  return { ok: true };
}

export async function retryRun(rt: RunRuntime, { runId }: { runId: string }): Promise<RunActionResult> {
  const run = await getRun(rt.db, { id: runId });
  if (!run) return { ok: false, code: 'not-found', error: 'This run no longer exists.' };
  if (run.status !== 'failed') return { ok: false, code: 'conflict', error: `Only a failed run can be retried (this one is ${run.status.replace('_', ' ')}).` };
  void launch(rt, run.id, { kind: 'continue' });
  return { ok: true };
}

/**
 * After a restart: runs that were executing (or queued) resume from their last checkpoint; runs
 * waiting for review stay waiting. Runs whose lease another live process holds are left to it.
 */
export async function resumeInterruptedRuns(rt: RunRuntime): Promise<string[]> {
  const runs = (await listRunsToResume(rt.db)).filter((run) => !inflight.has(run.id));
  for (const run of runs) void launch(rt, run.id, { kind: 'continue' });
  return runs.map((run) => run.id);
}
