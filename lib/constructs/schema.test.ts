import { describe, it, expect } from 'vitest';
import { constructSchema, type ConstructInput } from './schema';
import { formatIssues, type FieldIssue } from './issues';
import { LIMITS } from './limits';
import { minimalConstruct } from './test-fixtures';

function issuesOf(input: unknown): FieldIssue[] {
  const result = constructSchema.safeParse(input);
  return result.success ? [] : formatIssues(result.error);
}

/** A construct with one change applied to a fresh copy of the minimal construct. */
function withChange(change: (c: Draft) => void): ConstructInput {
  const c = structuredClone(minimalConstruct()) as Draft;
  change(c);
  return c as ConstructInput;
}

// Tests build invalid input on purpose, so the draft is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Draft = Record<string, any>;

const orb = (name: string, definition = `Definition of ${name}.`) => ({ name, definition });

describe('constructSchema: a valid construct', () => {
  it('accepts the minimal construct and applies the defaults', () => {
    const spec = constructSchema.parse(minimalConstruct());
    expect(spec.responseScale).toEqual({
      anchors: 7,
      labels: [
        'Strongly disagree',
        'Disagree',
        'Somewhat disagree',
        'Neither agree nor disagree',
        'Somewhat agree',
        'Agree',
        'Strongly agree',
      ],
    });
    expect(spec.constraints).toBe('');
  });

  it('trims every string', () => {
    const spec = constructSchema.parse(
      withChange((c) => {
        c.name = '  Curiosity \n';
        c.dimensions[0].orbiting[0].definition = '\t Organised. ';
        c.responseScale = { anchors: 2, labels: [' No ', ' Yes'] };
        c.constraints = '  Short items.  ';
      }),
    );
    expect(spec.name).toBe('Curiosity');
    expect(spec.dimensions[0].orbiting[0].definition).toBe('Organised.');
    expect(spec.responseScale.labels).toEqual(['No', 'Yes']);
    expect(spec.constraints).toBe('Short items.');
  });

  it('accepts text exactly at each length limit', () => {
    const input = withChange((c) => {
      c.name = 'n'.repeat(LIMITS.nameMax);
      c.definition = 'd'.repeat(LIMITS.definitionMax);
      c.population = 'p'.repeat(LIMITS.populationMax);
      c.constraints = 'c'.repeat(LIMITS.constraintsMax);
      c.responseScale = { anchors: 2, labels: ['l'.repeat(LIMITS.labelMax), 'Agree'] };
    });
    expect(issuesOf(input)).toEqual([]);
  });
});

describe('constructSchema: required fields', () => {
  it.each(['name', 'definition', 'population', 'dimensions'])('reports a missing %s as required', (field) => {
    expect(issuesOf(withChange((c) => delete c[field]))).toEqual([{ path: field, message: 'required' }]);
  });

  it('treats an empty or whitespace-only name as missing', () => {
    expect(issuesOf(withChange((c) => (c.name = '   ')))).toEqual([{ path: 'name', message: 'required' }]);
  });

  it('rejects a value of the wrong type with its expected kind', () => {
    expect(issuesOf(withChange((c) => (c.name = 42)))).toEqual([{ path: 'name', message: 'must be text' }]);
    expect(issuesOf(withChange((c) => (c.dimensions = 'many')))).toEqual([
      { path: 'dimensions', message: 'must be a list' },
    ]);
    expect(issuesOf(withChange((c) => (c.dimensions[0] = 'x')))).toEqual([
      { path: 'dimensions[0]', message: 'must be an object' },
    ]);
  });

  it('rejects a root value that is not an object', () => {
    expect(issuesOf([])).toEqual([{ path: '(root)', message: 'must be an object' }]);
    expect(issuesOf(null)).toEqual([{ path: '(root)', message: 'must be an object' }]);
  });
});

describe('constructSchema: length limits', () => {
  const cases: Array<[string, (c: Draft, s: string) => void, number]> = [
    ['name', (c, s) => (c.name = s), LIMITS.nameMax],
    ['definition', (c, s) => (c.definition = s), LIMITS.definitionMax],
    ['population', (c, s) => (c.population = s), LIMITS.populationMax],
    ['constraints', (c, s) => (c.constraints = s), LIMITS.constraintsMax],
    ['dimensions[0].name', (c, s) => (c.dimensions[0].name = s), LIMITS.nameMax],
    ['dimensions[0].definition', (c, s) => (c.dimensions[0].definition = s), LIMITS.definitionMax],
    ['dimensions[0].orbiting[1].name', (c, s) => (c.dimensions[0].orbiting[1].name = s), LIMITS.nameMax],
    [
      'dimensions[0].orbiting[1].definition',
      (c, s) => (c.dimensions[0].orbiting[1].definition = s),
      LIMITS.definitionMax,
    ],
    [
      'responseScale.labels[1]',
      (c, s) => (c.responseScale = { anchors: 2, labels: ['Disagree', s] }),
      LIMITS.labelMax,
    ],
  ];

  it.each(cases)('%s is limited', (path, set, max) => {
    expect(issuesOf(withChange((c) => set(c, 'x'.repeat(max + 1))))).toEqual([
      { path, message: `must be at most ${max} characters` },
    ]);
  });

  it('counts length after trimming', () => {
    expect(issuesOf(withChange((c) => (c.name = `  ${'x'.repeat(LIMITS.nameMax)}  `)))).toEqual([]);
  });
});

describe('constructSchema: unknown fields', () => {
  it('rejects an unknown field at the root, naming the allowed fields', () => {
    expect(issuesOf(withChange((c) => (c.author = 'me')))).toEqual([
      {
        path: 'author',
        message: 'unknown field (allowed fields: name, definition, population, responseScale, dimensions, constraints)',
      },
    ]);
  });

  it('rejects unknown fields in nested objects at their own path', () => {
    const issues = issuesOf(
      withChange((c) => {
        c.responseScale = { anchors: 7, reversed: true };
        c.dimensions[0].weight = 2;
        c.dimensions[0].orbiting[1].source = 'x';
      }),
    );
    expect(issues).toEqual([
      { path: 'responseScale.reversed', message: 'unknown field (allowed fields: anchors, labels)' },
      { path: 'dimensions[0].orbiting[1].source', message: 'unknown field (allowed fields: name, definition)' },
      { path: 'dimensions[0].weight', message: 'unknown field (allowed fields: name, definition, orbiting)' },
    ]);
  });
});

describe('constructSchema: response scale', () => {
  it('takes default labels for the given number of anchors', () => {
    const spec = constructSchema.parse(withChange((c) => (c.responseScale = { anchors: 5 })));
    expect(spec.responseScale).toEqual({
      anchors: 5,
      labels: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
    });
  });

  it('takes the number of anchors from the labels when anchors are missing', () => {
    const spec = constructSchema.parse(withChange((c) => (c.responseScale = { labels: ['Never', 'Sometimes', 'Always'] })));
    expect(spec.responseScale).toEqual({ anchors: 3, labels: ['Never', 'Sometimes', 'Always'] });
  });

  it.each([
    [1, 'must be at least 2'],
    [12, 'must be at most 11'],
    [4.5, 'must be a whole number'],
    ['7', 'must be a whole number'],
  ])('rejects anchors %j: %s', (anchors, message) => {
    expect(issuesOf(withChange((c) => (c.responseScale = { anchors })))).toEqual([
      { path: 'responseScale.anchors', message },
    ]);
  });

  it('requires exactly one label per anchor', () => {
    expect(issuesOf(withChange((c) => (c.responseScale = { anchors: 4, labels: ['a', 'b', 'c'] })))).toEqual([
      { path: 'responseScale.labels', message: 'must have exactly 4 labels, one per anchor (found 3)' },
    ]);
  });

  it('requires every label to be non-empty', () => {
    expect(issuesOf(withChange((c) => (c.responseScale = { anchors: 3, labels: ['No', ' ', 'Yes'] })))).toEqual([
      { path: 'responseScale.labels[1]', message: 'required' },
    ]);
  });
});

describe('constructSchema: dimensions and orbiting constructs', () => {
  const dim = (name: string) => ({ name, definition: `About ${name}.`, orbiting: [orb('A'), orb('B')] });

  it('requires 1 to 12 dimensions', () => {
    expect(issuesOf(withChange((c) => (c.dimensions = [])))).toEqual([
      { path: 'dimensions', message: 'at least 1 required' },
    ]);
    const twelve = Array.from({ length: 12 }, (_, i) => dim(`D${i + 1}`));
    expect(issuesOf(withChange((c) => (c.dimensions = twelve)))).toEqual([]);
    expect(issuesOf(withChange((c) => (c.dimensions = [...twelve, dim('D13')])))).toEqual([
      { path: 'dimensions', message: 'at most 12 allowed' },
    ]);
  });

  it('requires at least 2 orbiting constructs per dimension', () => {
    const issues = issuesOf(
      withChange((c) => (c.dimensions = [dim('D1'), dim('D2'), { ...dim('D3'), orbiting: [orb('Only one')] }])),
    );
    expect(issues).toEqual([{ path: 'dimensions[2].orbiting', message: 'at least 2 required' }]);
  });

  it('allows at most 10 orbiting constructs per dimension', () => {
    const many = Array.from({ length: 11 }, (_, i) => orb(`O${i}`));
    expect(issuesOf(withChange((c) => (c.dimensions[0].orbiting = many)))).toEqual([
      { path: 'dimensions[0].orbiting', message: 'at most 10 allowed' },
    ]);
  });

  it('requires dimension names to be unique, ignoring case', () => {
    expect(issuesOf(withChange((c) => (c.dimensions = [dim('Vigour'), dim('Focus'), dim(' vigour ')])))).toEqual([
      { path: 'dimensions[2].name', message: 'must be unique: dimension 1 already has this name' },
    ]);
  });

  it('rejects a dimension as its own orbiting construct', () => {
    expect(
      issuesOf(withChange((c) => (c.dimensions = [{ ...dim('Vigour'), orbiting: [orb('A'), orb('VIGOUR')] }]))),
    ).toEqual([{ path: 'dimensions[0].orbiting[1].name', message: 'cannot be the dimension itself' }]);
  });

  it('rejects the same orbiting construct listed twice in a dimension', () => {
    expect(issuesOf(withChange((c) => (c.dimensions[0].orbiting = [orb('Grit'), orb('grit')])))).toEqual([
      {
        path: 'dimensions[0].orbiting[1].name',
        message: 'listed twice: orbiting construct 1 already has this name',
      },
    ]);
  });

  it('accepts another dimension as an orbiting construct and copies its definition when left empty', () => {
    const spec = constructSchema.parse(
      withChange(
        (c) =>
          (c.dimensions = [
            { ...dim('Vigour'), orbiting: [orb('A'), { name: 'focus' }] },
            { ...dim('Focus'), orbiting: [orb('B'), { name: 'Vigour', definition: 'My own wording.' }] },
          ]),
      ),
    );
    expect(spec.dimensions[0].orbiting[1]).toEqual({ name: 'focus', definition: 'About Focus.' });
    expect(spec.dimensions[1].orbiting[1]).toEqual({ name: 'Vigour', definition: 'My own wording.' });
  });

  it('requires a definition for an outside orbiting construct', () => {
    expect(issuesOf(withChange((c) => (c.dimensions[0].orbiting[0] = { name: 'Grit', definition: ' ' })))).toEqual([
      {
        path: 'dimensions[0].orbiting[0].definition',
        message: 'required (it may stay empty only when the name is another dimension of this construct)',
      },
    ]);
  });

  it('reports every problem of a form at once', () => {
    const issues = issuesOf(
      withChange((c) => {
        c.name = '';
        c.definition = 'x'.repeat(LIMITS.definitionMax + 1);
        c.dimensions[0].orbiting = [orb('Only one')];
      }),
    );
    expect(issues).toEqual([
      { path: 'name', message: 'required' },
      { path: 'definition', message: 'must be at most 2000 characters' },
      { path: 'dimensions[0].orbiting', message: 'at least 2 required' },
    ]);
  });
});
