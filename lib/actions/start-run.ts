'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { constructIdSchema } from '@/lib/constructs/ids';
import { getRuntime } from '@/lib/server/runtime';
import { startRun } from '@/lib/runs/manager';
import { runSettingsSchema } from '@/lib/runs/settings';
import { getStartRunOptions } from '@/lib/runs/start-options';
import { invalidRunInput, runActionError, type RunActionFailure } from './run-action-helpers';

const inputSchema = z.object({ constructId: constructIdSchema, settings: runSettingsSchema }).strict();

/** Stores a run and starts it in the background; returns at once with the run's id. */
export async function startRunAction(input: unknown): Promise<{ ok: true; runId: string } | RunActionFailure> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return invalidRunInput(parsed.error);
  try {
    const heuristic = parsed.data.settings.offline || getStartRunOptions().offlineDefault;
    const result = await startRun(await getRuntime(), { constructId: parsed.data.constructId, settings: { ...parsed.data.settings, offline: heuristic }, heuristic });
    if (!result.ok) return result;
    revalidatePath('/runs');
    return { ok: true, runId: result.run.id };
  } catch (error) {
    return runActionError('start the run', error);
  }
}
