/**
 * Executes a run's graph in the background of the server: takes the run's lease (one process at a
 * time), renews it while working, drives the graph from its last checkpoint, and records the
 * outcome — waiting for review at an interrupt, completed at the end, failed with a clear error.
 */
import { Command, isInterrupted, type BaseCheckpointSaver } from '@langchain/langgraph';
import type { Db } from '@/db/open';
import { appendEvent } from '@/db/queries/events';
import { getRound } from '@/db/queries/rounds';
import { acquireRunLease, finishRunExecution, getRun, releaseRunLease, takeRunForExecution, type RunOutcome, type RunRow } from '@/db/queries/runs';
import type { SearchSource } from '@/lib/agents/deps';
import { buildRunGraph } from '@/lib/agents/graph';
import type { Panel } from '@/lib/agents/panel';
import type { ReviewSubmission } from '@/lib/agents/schemas';
import type { RunState } from '@/lib/agents/state';
import { notifyRun } from './event-bus';
import { runSettingsSchema } from './settings';
import { createRunStore } from './run-store';

export interface RunRuntime {
  db: Db;
  checkpointer: BaseCheckpointSaver;
  /** This process's identity for run leases. */
  owner: string;
  leaseTtlMs: number;
  /** The panel a run uses (offline heuristic or LLM), chosen from its settings. */
  panelFor(run: RunRow): Panel;
  search: SearchSource | null;
}

export type RunInput = { kind: 'start' } | { kind: 'continue' } | { kind: 'review'; submission: ReviewSubmission };

export type ExecuteOutcome = 'waiting_review' | 'completed' | 'failed' | 'busy' | 'missing';

function graphConfig(runId: string, signal?: AbortSignal) {
  return { configurable: { thread_id: runId }, recursionLimit: 500, signal };
}

export async function executeRun(rt: RunRuntime, runId: string, input: RunInput): Promise<ExecuteOutcome> {
  // One statement takes the lease (one process at a time) and marks the run running.
  const run = await takeRunForExecution(rt.db, { id: runId, owner: rt.owner, ttlMs: rt.leaseTtlMs });
  if (!run) return (await getRun(rt.db, { id: runId })) ? 'busy' : 'missing';
  notifyRun(runId);
  // Renew the lease while working; if another process took it over (ours expired), stop at once
  // and leave the run to that process.
  const lease = new AbortController();
  const heartbeat = setInterval(() => {
    acquireRunLease(rt.db, { id: runId, owner: rt.owner, ttlMs: rt.leaseTtlMs })
      .then((held) => {
        if (!held) lease.abort(new Error('the run lease was taken over by another process'));
      })
      .catch(() => {});
  }, Math.max(250, Math.floor(rt.leaseTtlMs / 3)));
  heartbeat.unref?.();
  /** Stores the outcome and releases the lease in one statement (the heartbeat stopped first, so no late tick takes the lease back). */
  const finish = async (patch: RunOutcome) => {
    clearInterval(heartbeat);
    await finishRunExecution(rt.db, { id: runId, owner: rt.owner, ...patch });
  };
  const config = graphConfig(runId, lease.signal);
  try {
    const panel = rt.panelFor(run);
    const store = createRunStore(rt.db, { heuristic: panel.heuristic });
    const graph = buildRunGraph({ panel, store, search: rt.search }, rt.checkpointer);
    let graphInput: unknown;
    // A board submission resumes the interrupt; otherwise the last checkpoint says where to go on.
    const existing = input.kind === 'review' ? null : await graph.getState(config);
    const started = existing !== null && existing.values && Object.keys(existing.values).length > 0;
    if (input.kind === 'review') graphInput = new Command({ resume: input.submission });
    else if (started && existing.tasks.some((task) => task.interrupts.length > 0)) {
      // Stopped between a submitted review and its resume: resume with the stored submission.
      const round = await getRound(rt.db, { runId, number: (existing.values as RunState).round });
      if (round?.status !== 'submitted' || !round.submission) {
        await finish({ status: 'waiting_review' });
        return 'waiting_review';
      }
      graphInput = new Command({ resume: round.submission });
    } else if (started) graphInput = null;
    else {
      const initial: Partial<RunState> = {
        runId,
        construct: run.constructSpec,
        settings: runSettingsSchema.parse(run.settings),
        heuristic: panel.heuristic,
      };
      graphInput = initial;
    }
    // invoke resolves once every checkpoint of the run is stored; its result carries the interrupt.
    const values = (await graph.invoke(graphInput as never, config)) as RunState;
    if (isInterrupted(values)) {
      await finish({ status: 'waiting_review' });
      return 'waiting_review';
    }
    await finish({ status: 'completed', warnings: values.warnings ?? [], completedAt: new Date() });
    return 'completed';
  } catch (error) {
    if (lease.signal.aborted) return 'busy';
    const message = describeFailure(error);
    // If even the failure cannot be stored, at least free the lease.
    await finish({ status: 'failed', error: message }).catch(() => releaseRunLease(rt.db, { id: runId, owner: rt.owner }).catch(() => {}));
    await appendEvent(rt.db, {
      runId,
      round: run.currentRound,
      kind: 'error',
      agent: 'System',
      text: `The run stopped: ${message} Nothing stored was lost; use Retry to continue from the last completed step.`,
      data: { error: message },
      heuristic: false,
      dedupeKey: `error:${Date.now()}`,
    }).catch(() => {});
    return 'failed';
  } finally {
    clearInterval(heartbeat);
    notifyRun(runId);
  }
}

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 1500 ? `${message.slice(0, 1500)}…` : message;
}
