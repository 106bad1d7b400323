'use server';

import { z } from 'zod';
import { getDb } from '@/db/client';
import { countRunsForConstruct, deleteConstruct } from '@/db/queries/constructs';
import { constructIdSchema } from '@/lib/constructs/ids';
import { NOT_FOUND, invalidInput, revalidateConstructs, unexpected } from './construct-action-helpers';
import type { DeleteConstructResult } from './construct-results';

const inputSchema = z.object({ id: constructIdSchema, confirm: z.boolean().optional() }).strict();

/**
 * Deletes a construct. When it has runs, the runs (and everything under them) go with it, so the
 * caller must pass `confirm: true`; without it the answer is `needsConfirmation` with the count.
 */
export async function deleteConstructAction(input: { id: string; confirm?: boolean }): Promise<DeleteConstructResult> {
  const parsedInput = inputSchema.safeParse(input);
  if (!parsedInput.success) return invalidInput(parsedInput.error);
  const { id, confirm = false } = parsedInput.data;
  try {
    const db = await getDb();
    const runCount = await countRunsForConstruct(db, { id });
    if (runCount > 0 && !confirm) {
      return {
        ok: false,
        needsConfirmation: true,
        runCount,
        error: `This construct has ${runCount} run${runCount === 1 ? '' : 's'}; deleting it deletes them too.`,
      };
    }
    const result = await deleteConstruct(db, { id });
    if (!result.deleted) return NOT_FOUND;
    revalidateConstructs(id);
    return { ok: true, runsDeleted: result.runsDeleted };
  } catch (error) {
    return unexpected('delete the construct', error);
  }
}
