'use server';

import { z } from 'zod';
import { getDb } from '@/db/client';
import { createConstruct } from '@/db/queries/constructs';
import { MAX_CONSTRUCT_JSON_LENGTH, parseConstructJson } from '@/lib/constructs/parse';
import { invalidInput, revalidateConstructs, saved, unexpected } from './construct-action-helpers';
import type { SaveConstructResult } from './construct-results';

const inputSchema = z
  .object({
    text: z
      .string({ error: 'the file content must be text' })
      .max(MAX_CONSTRUCT_JSON_LENGTH, `file is too large (at most ${MAX_CONSTRUCT_JSON_LENGTH} characters)`),
  })
  .strict();

/** Creates a construct from the text of a construct JSON file (the public format). */
export async function importConstructAction(input: { text: string }): Promise<SaveConstructResult> {
  const parsedInput = inputSchema.safeParse(input);
  if (!parsedInput.success) return invalidInput(parsedInput.error);
  const parsed = parseConstructJson(parsedInput.data.text);
  if (!parsed.ok) {
    return { ok: false, error: 'The file is not a valid construct.', fieldErrors: parsed.errors };
  }
  try {
    const row = await createConstruct(await getDb(), { spec: parsed.spec });
    revalidateConstructs(row.id);
    return saved(row);
  } catch (error) {
    return unexpected('import the construct', error);
  }
}
