import type { z } from 'zod';

/** One validation problem, with the path of the field that caused it. */
export interface FieldIssue {
  /** e.g. `dimensions[2].orbiting`, `responseScale.labels[0]`, or `(root)` for the whole value. */
  path: string;
  message: string;
}

export const ROOT_PATH = '(root)';

/** `['dimensions', 2, 'orbiting']` → `dimensions[2].orbiting`; an empty path → `(root)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? ROOT_PATH : out;
}

type IssueSource = z.ZodError | readonly z.core.$ZodIssue[];

/**
 * The issues of a failed parse as `{ path, message }`, in the order zod found them. An unknown
 * field is reported at its own path (`dimensions[0].weight: unknown field …`).
 */
export function formatIssues(error: IssueSource): FieldIssue[] {
  const issues = 'issues' in error ? error.issues : error;
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: issue.message }));
    }
    return [{ path: formatPath(issue.path), message: issue.message }];
  });
}

function isFieldIssues(value: IssueSource | readonly FieldIssue[]): value is readonly FieldIssue[] {
  return Array.isArray(value) && value.every((item) => typeof item.path === 'string');
}

/** All issues on one line: `dimensions[2].orbiting: at least 2 required; name: required`. */
export function describeIssues(error: IssueSource | readonly FieldIssue[]): string {
  const list = isFieldIssues(error) ? error : formatIssues(error);
  return list.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}
