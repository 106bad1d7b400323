import type { FieldIssue } from '@/lib/constructs';

/** The DOM id (and data-testid) of the control for a path: `dimensions[1].name` → `field-dimensions-1-name`. */
export function fieldId(path: string): string {
  return `field-${path.replace(/\[(\d+)\]/g, '-$1').replace(/\./g, '-')}`;
}

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  definition: 'Definition',
  population: 'Target population',
  responseScale: 'Response scale',
  anchors: 'Number of anchors',
  labels: 'Labels',
  dimensions: 'Dimensions',
  orbiting: 'Orbiting constructs',
  constraints: 'Item-writing constraints',
};

const ENTRY_NAMES: Record<string, string> = {
  dimensions: 'Dimension',
  orbiting: 'Orbiting construct',
  labels: 'Label',
};

/** A path in words: `dimensions[1].orbiting[0].name` → `Dimension 2 › Orbiting construct 1 › Name`. */
export function describePath(path: string): string {
  if (path === '(root)') return 'Construct';
  const parts: string[] = [];
  for (const match of path.matchAll(/([A-Za-z]+)|\[(\d+)\]/g)) {
    if (match[1]) parts.push(FIELD_NAMES[match[1]] ?? match[1]);
    else {
      const list = path.slice(0, match.index).match(/([A-Za-z]+)$/)?.[1] ?? '';
      parts[parts.length - 1] = `${ENTRY_NAMES[list] ?? 'Entry'} ${Number(match[2]) + 1}`;
    }
  }
  return parts.join(' › ');
}

/** Errors by path; the first message per path wins. */
export type ErrorMap = ReadonlyMap<string, string>;

export function toErrorMap(issues: readonly FieldIssue[]): ErrorMap {
  const map = new Map<string, string>();
  for (const issue of issues) if (!map.has(issue.path)) map.set(issue.path, issue.message);
  return map;
}
