import type { z } from 'zod';

/** `items[3].stem` style path of a zod issue; `(root)` for the value itself. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>, prefix = ''): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

/** One line per issue, e.g. `items[0].score: Too big: expected number to be <=5`. */
export function formatIssues(issues: ReadonlyArray<z.core.$ZodIssue>): string[] {
  return issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
}
