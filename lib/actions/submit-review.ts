'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { reviewSubmissionSchema } from '@/lib/agents/schemas';
import { runIdSchema } from '@/lib/runs/ids';
import { submitReview } from '@/lib/runs/manager';
import { getRuntime } from '@/lib/server/runtime';
import { invalidRunInput, runActionError, type RunActionFailure } from './run-action-helpers';

const inputSchema = z
  .object({ runId: runIdSchema, round: z.number().int().min(1).max(100), submission: reviewSubmissionSchema })
  .strict();

/**
 * Submits the board's decisions for a round and resumes the run. A round is submitted exactly
 * once: a second submission (another tab, a double click) is refused with a clear message.
 */
export async function submitReviewAction(input: unknown): Promise<{ ok: true } | RunActionFailure> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return invalidRunInput(parsed.error);
  try {
    const result = await submitReview(await getRuntime(), parsed.data);
    if (result.ok) revalidatePath('/runs');
    return result;
  } catch (error) {
    return runActionError('submit the review', error);
  }
}
