'use server';

import { z } from 'zod';
import { getDb } from '@/db/client';
import { updateConstruct } from '@/db/queries/constructs';
import { constructIdSchema } from '@/lib/constructs/ids';
import type { ConstructInput } from '@/lib/constructs/schema';
import { parseConstruct } from '@/lib/constructs/parse';
import { NOT_FOUND, invalidInput, revalidateConstructs, saved, unexpected } from './construct-action-helpers';
import type { SaveConstructResult } from './construct-results';

const inputSchema = z.object({ id: constructIdSchema, spec: z.unknown() }).strict();

/** Replaces a construct's definition; its runs keep the snapshot they were started with. */
export async function updateConstructAction(input: { id: string; spec: ConstructInput }): Promise<SaveConstructResult> {
  const parsedInput = inputSchema.safeParse(input);
  if (!parsedInput.success) return invalidInput(parsedInput.error);
  const parsed = parseConstruct(parsedInput.data.spec);
  if (!parsed.ok) {
    return { ok: false, error: 'The construct has errors; fix them and save again.', fieldErrors: parsed.errors };
  }
  const { id } = parsedInput.data;
  try {
    const db = await getDb();
    const row = await updateConstruct(db, { id, spec: parsed.spec });
    if (!row) return NOT_FOUND;
    revalidateConstructs(id);
    return saved(row);
  } catch (error) {
    return unexpected('save the construct', error);
  }
}
