'use server';

import { z } from 'zod';
import { runIdSchema } from '@/lib/runs/ids';
import { retryRun } from '@/lib/runs/manager';
import { getRuntime } from '@/lib/server/runtime';
import { invalidRunInput, runActionError, type RunActionFailure } from './run-action-helpers';

const inputSchema = z.object({ runId: runIdSchema }).strict();

/** Continues a failed run from its last completed step. */
export async function retryRunAction(input: unknown): Promise<{ ok: true } | RunActionFailure> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return invalidRunInput(parsed.error);
  try {
    return await retryRun(await getRuntime(), parsed.data);
  } catch (error) {
    return runActionError('retry the run', error);
  }
}
