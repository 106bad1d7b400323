import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { canonicalJson, fingerprint } from './fingerprint';
import { constructFileName, exportConstructJson } from './export-format';
import { parseConstructJson } from './parse';
import { constructSchema, type ConstructInput } from './schema';
import { defaultLabels } from './response-scale';
import { minimalConstruct } from './test-fixtures';

/** The same object with its keys inserted in reverse order, at every level. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    ) as T;
  }
  return value;
}

describe('canonicalJson', () => {
  it('sorts keys at every level and has no whitespace between tokens', () => {
    const json = canonicalJson(minimalConstruct());
    expect(json.startsWith('{"constraints":"","definition":')).toBe(true);
    expect(json).toContain('"responseScale":{"anchors":7,"labels":["Strongly disagree",');
    expect(json).toContain('"orbiting":[{"definition":"Being organised, dependable and hard-working.","name":"Conscientiousness"}');
    // Re-serialising without indentation changes nothing: no whitespace between tokens.
    expect(json).toBe(JSON.stringify(JSON.parse(json)));
  });

  it('does not depend on key order', () => {
    expect(canonicalJson(reverseKeys(minimalConstruct()))).toBe(canonicalJson(minimalConstruct()));
  });

  it('is the same with defaults omitted or written out', () => {
    const explicit: ConstructInput = {
      ...minimalConstruct(),
      responseScale: { anchors: 7, labels: defaultLabels(7) },
      constraints: '',
    };
    expect(canonicalJson(explicit)).toBe(canonicalJson(minimalConstruct()));
    expect(canonicalJson({ ...minimalConstruct(), responseScale: { anchors: 7 } })).toBe(
      canonicalJson(minimalConstruct()),
    );
  });

  it('ignores surrounding whitespace in text', () => {
    expect(canonicalJson({ ...minimalConstruct(), name: '  Workplace Curiosity ' })).toBe(
      canonicalJson(minimalConstruct()),
    );
  });

  it('keeps the order of dimensions and orbiting constructs', () => {
    const swapped = structuredClone(minimalConstruct());
    swapped.dimensions[0].orbiting.reverse();
    expect(canonicalJson(swapped)).not.toBe(canonicalJson(minimalConstruct()));
  });

  it('throws for an invalid construct', () => {
    expect(() => canonicalJson({ ...minimalConstruct(), dimensions: [] })).toThrow(/at least 1 required/);
  });
});

describe('fingerprint', () => {
  it('is the hex SHA-256 of the canonical JSON', () => {
    const expected = createHash('sha256').update(canonicalJson(minimalConstruct()), 'utf8').digest('hex');
    expect(fingerprint(minimalConstruct())).toBe(expected);
    expect(fingerprint(minimalConstruct())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes non-ASCII text as UTF-8', () => {
    const input = { ...minimalConstruct(), population: 'Beschäftigte in Österreich — 職場' };
    const expected = createHash('sha256').update(canonicalJson(input), 'utf8').digest('hex');
    expect(fingerprint(input)).toBe(expected);
  });

  it('is stable across key order and defaults, and changes with content', () => {
    const base = fingerprint(minimalConstruct());
    expect(fingerprint(reverseKeys({ ...minimalConstruct(), constraints: '' }))).toBe(base);
    expect(fingerprint({ ...minimalConstruct(), population: 'Part-time employees' })).not.toBe(base);
    expect(fingerprint({ ...minimalConstruct(), responseScale: { anchors: 5 } })).not.toBe(base);
  });

  it('is the same for a parsed spec and its input', () => {
    expect(fingerprint(constructSchema.parse(minimalConstruct()))).toBe(fingerprint(minimalConstruct()));
  });
});

describe('export format', () => {
  it('round-trips through export and import with the same fingerprint', () => {
    const spec = constructSchema.parse(minimalConstruct());
    const file = exportConstructJson(spec);
    const imported = parseConstructJson(file);
    expect(imported.ok).toBe(true);
    if (imported.ok) expect(fingerprint(imported.spec)).toBe(fingerprint(spec));
  });

  it('writes the public fields in their documented order, pretty-printed', () => {
    const file = exportConstructJson(constructSchema.parse(minimalConstruct()));
    expect(Object.keys(JSON.parse(file))).toEqual([
      'name',
      'definition',
      'population',
      'responseScale',
      'dimensions',
      'constraints',
    ]);
    expect(file).toContain('\n  "name": "Workplace Curiosity",\n');
  });

  it('names the file after the construct', () => {
    expect(constructFileName('Attitudes toward AI at Work')).toBe('attitudes-toward-ai-at-work.construct.json');
    expect(constructFileName('Übung & Éducation (copy)')).toBe('ubung-education-copy.construct.json');
    expect(constructFileName('職場')).toBe('construct.construct.json');
    expect(constructFileName('a'.repeat(100)).length).toBe(60 + '.construct.json'.length);
  });
});
