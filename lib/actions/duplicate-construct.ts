'use server';

import { getDb } from '@/db/client';
import { duplicateConstruct } from '@/db/queries/constructs';
import { NOT_FOUND, idInputSchema, invalidInput, revalidateConstructs, saved, unexpected } from './construct-action-helpers';
import type { SaveConstructResult } from './construct-results';

/** Copies a construct under the name "<name> (copy)". */
export async function duplicateConstructAction(input: { id: string }): Promise<SaveConstructResult> {
  const parsedInput = idInputSchema.safeParse(input);
  if (!parsedInput.success) return invalidInput(parsedInput.error);
  try {
    const row = await duplicateConstruct(await getDb(), { id: parsedInput.data.id });
    if (!row) return NOT_FOUND;
    revalidateConstructs(row.id);
    return saved(row);
  } catch (error) {
    return unexpected('duplicate the construct', error);
  }
}
