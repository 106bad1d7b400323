import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { constructIdSchema } from '@/lib/constructs/ids';
import { formatIssues } from '@/lib/constructs/issues';
import type { ActionFailure, SavedConstruct } from './construct-results';

export const idInputSchema = z.object({ id: constructIdSchema }).strict();

/** A failure for input that did not match an action's own input schema. */
export function invalidInput(error: z.ZodError): ActionFailure {
  return { ok: false, error: 'The request was not valid.', fieldErrors: formatIssues(error) };
}

export const NOT_FOUND: ActionFailure = { ok: false, error: 'This construct does not exist (it may have been deleted).' };

/** Logs an unexpected error on the server and turns it into a message for the user. */
export function unexpected(action: string, error: unknown): ActionFailure {
  console.error(`[constructs] ${action} failed:`, error);
  const detail = error instanceof Error ? error.message : String(error);
  return { ok: false, error: `Could not ${action}: ${detail}` };
}

export function saved(row: { id: string; name: string; fingerprint: string }): SavedConstruct {
  return { ok: true, id: row.id, name: row.name, fingerprint: row.fingerprint };
}

/** Refreshes the library and, when given, the construct's own page. */
export function revalidateConstructs(id?: string) {
  revalidatePath('/constructs');
  if (id) revalidatePath(`/constructs/${id}`);
}
