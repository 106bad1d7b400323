import { constructSchema, type ConstructSpec } from './schema';
import { formatIssues, ROOT_PATH, type FieldIssue } from './issues';

export type ParseConstructResult = { ok: true; spec: ConstructSpec } | { ok: false; errors: FieldIssue[] };

/** Largest construct file accepted for import (characters); real constructs are a few KB. */
export const MAX_CONSTRUCT_JSON_LENGTH = 200_000;

/** Validates an already-decoded value against the construct format. */
export function parseConstruct(value: unknown): ParseConstructResult {
  const result = constructSchema.safeParse(value);
  return result.success ? { ok: true, spec: result.data } : { ok: false, errors: formatIssues(result.error) };
}

/** Parses construct JSON text (an exported file, the headless command's input). */
export function parseConstructJson(text: string): ParseConstructResult {
  if (text.length > MAX_CONSTRUCT_JSON_LENGTH) {
    return {
      ok: false,
      errors: [{ path: ROOT_PATH, message: `file is too large (at most ${MAX_CONSTRUCT_JSON_LENGTH} characters)` }],
    };
  }
  let value: unknown;
  try {
    // A UTF-8 byte order mark is common in files saved by Windows editors.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [{ path: ROOT_PATH, message: `not valid JSON: ${detail}` }] };
  }
  return parseConstruct(value);
}
