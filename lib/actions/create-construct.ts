'use server';

import { z } from 'zod';
import { getDb } from '@/db/client';
import { createConstruct } from '@/db/queries/constructs';
import type { ConstructInput } from '@/lib/constructs/schema';
import { parseConstruct } from '@/lib/constructs/parse';
import { invalidInput, revalidateConstructs, saved, unexpected } from './construct-action-helpers';
import type { SaveConstructResult } from './construct-results';

const inputSchema = z.object({ spec: z.unknown() }).strict();

/** Creates a construct from the form (or any caller) after validating it with the shared schema. */
export async function createConstructAction(input: { spec: ConstructInput }): Promise<SaveConstructResult> {
  const parsedInput = inputSchema.safeParse(input);
  if (!parsedInput.success) return invalidInput(parsedInput.error);
  const parsed = parseConstruct(parsedInput.data.spec);
  if (!parsed.ok) {
    return { ok: false, error: 'The construct has errors; fix them and save again.', fieldErrors: parsed.errors };
  }
  try {
    const row = await createConstruct(await getDb(), { spec: parsed.spec });
    revalidateConstructs(row.id);
    return saved(row);
  } catch (error) {
    return unexpected('save the construct', error);
  }
}
