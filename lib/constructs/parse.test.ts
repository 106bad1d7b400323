import { describe, it, expect } from 'vitest';
import { parseConstructJson, parseConstruct, MAX_CONSTRUCT_JSON_LENGTH } from './parse';
import { describeIssues, formatIssues, formatPath } from './issues';
import { constructSchema } from './schema';
import { minimalConstruct } from './test-fixtures';

describe('formatPath', () => {
  it('writes indices in brackets and names with dots', () => {
    expect(formatPath(['dimensions', 2, 'orbiting', 0, 'name'])).toBe('dimensions[2].orbiting[0].name');
    expect(formatPath(['responseScale', 'labels', 3])).toBe('responseScale.labels[3]');
    expect(formatPath([])).toBe('(root)');
  });
});

describe('describeIssues', () => {
  it('puts every issue on one line as "path: message"', () => {
    const input = minimalConstruct();
    input.name = '';
    input.dimensions[0].orbiting = [input.dimensions[0].orbiting[0]];
    const result = constructSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeIssues(result.error)).toBe('name: required; dimensions[0].orbiting: at least 2 required');
    expect(describeIssues(formatIssues(result.error))).toBe(describeIssues(result.error));
  });
});

describe('parseConstructJson', () => {
  it('parses a valid construct file', () => {
    const result = parseConstructJson(JSON.stringify(minimalConstruct()));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.spec.name).toBe('Workplace Curiosity');
  });

  it('accepts a file that starts with a byte order mark', () => {
    expect(parseConstructJson(`\uFEFF${JSON.stringify(minimalConstruct())}`).ok).toBe(true);
  });

  it('reports broken JSON at the root with the parser message', () => {
    const result = parseConstructJson('{ "name": "x", }');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].path).toBe('(root)');
    expect(result.errors[0].message).toMatch(/^not valid JSON: .+/);
  });

  it('reports schema problems with their paths', () => {
    const input = structuredClone(minimalConstruct());
    input.dimensions[0].orbiting.pop();
    const result = parseConstructJson(JSON.stringify({ ...input, version: 2 }));
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'dimensions[0].orbiting', message: 'at least 2 required' },
        {
          path: 'version',
          message: 'unknown field (allowed fields: name, definition, population, responseScale, dimensions, constraints)',
        },
      ],
    });
  });

  it('refuses an oversized file before parsing it', () => {
    const result = parseConstructJson(' '.repeat(MAX_CONSTRUCT_JSON_LENGTH + 1));
    expect(result).toEqual({
      ok: false,
      errors: [{ path: '(root)', message: `file is too large (at most ${MAX_CONSTRUCT_JSON_LENGTH} characters)` }],
    });
  });
});

describe('parseConstruct', () => {
  it('validates a decoded value the same way', () => {
    expect(parseConstruct({ ...minimalConstruct(), name: 7 })).toEqual({
      ok: false,
      errors: [{ path: 'name', message: 'must be text' }],
    });
  });
});
