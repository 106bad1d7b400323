import { z } from 'zod';
import { describeIssues, formatIssues, type FieldIssue } from '@/lib/constructs/issues';

export type RunActionFailure = { ok: false; error: string; code: 'not-found' | 'conflict' | 'invalid' | 'error'; fieldErrors?: FieldIssue[] };

export function invalidRunInput(error: z.ZodError): RunActionFailure {
  const fieldErrors = formatIssues(error);
  return { ok: false, code: 'invalid', error: `The request was not valid: ${describeIssues(fieldErrors)}`, fieldErrors };
}

/** Logs an unexpected error on the server and turns it into a message for the user. */
export function runActionError(action: string, error: unknown): RunActionFailure {
  console.error(`[runs] ${action} failed:`, error);
  return { ok: false, code: 'error', error: `Could not ${action}: ${error instanceof Error ? error.message : String(error)}` };
}
