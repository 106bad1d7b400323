import { z } from 'zod';
import { LIMITS } from './limits';
import { defaultLabels, DEFAULT_ANCHORS } from './response-scale';

/*
 * The construct format shared by the form, the server actions, JSON import/export and the
 * headless command. Every object is strict (unknown fields are rejected), every string is
 * trimmed and length-limited, and messages are plain words so they can be shown as they are.
 */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A trimmed text field; `required` rejects empty (or whitespace-only) text. */
function text(max: number, { required = true }: { required?: boolean } = {}) {
  const base = z
    .string({ error: (iss) => (iss.input === undefined ? 'required' : 'must be text') })
    .trim()
    .max(max, `must be at most ${plural(max, 'character')}`)
    // PostgreSQL cannot store NUL, and no other control character belongs in a definition.
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, 'must not contain control characters');
  return required ? base.min(1, 'required') : base;
}

/** A strict object whose unknown-field message names the fields it allows. */
function strict<T extends z.core.$ZodLooseShape>(shape: T) {
  const allowed = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (iss) => {
      if (iss.code === 'unrecognized_keys') return `unknown field (allowed fields: ${allowed})`;
      return iss.input === undefined ? 'required' : 'must be an object';
    },
  });
}

function list<T extends z.core.SomeType>(item: T, min: number, max: number) {
  return z
    .array(item, { error: (iss) => (iss.input === undefined ? 'required' : 'must be a list') })
    .min(min, `at least ${min} required`)
    .max(max, `at most ${max} allowed`);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const orbitingSchema = strict({
  name: text(LIMITS.nameMax).describe('Name of a neighbouring construct the items must be distinct from'),
  // Optional only when `name` is another dimension of the same construct: its definition is
  // then copied in (see constructSchema). Otherwise an empty definition is reported.
  definition: text(LIMITS.definitionMax, { required: false })
    .optional()
    .describe('Definition of the neighbouring construct'),
});

export const dimensionSchema = strict({
  name: text(LIMITS.nameMax).describe('Name of the dimension'),
  definition: text(LIMITS.definitionMax).describe('What the dimension covers, as items should reflect it'),
  orbiting: list(orbitingSchema, LIMITS.orbitingMin, LIMITS.orbitingMax).describe(
    'Orbiting constructs: related constructs the items must not measure',
  ),
});

export const responseScaleSchema = strict({
  anchors: z
    .int({ error: (iss) => (iss.input === undefined ? 'required' : 'must be a whole number') })
    .min(LIMITS.anchorsMin, `must be at least ${LIMITS.anchorsMin}`)
    .max(LIMITS.anchorsMax, `must be at most ${LIMITS.anchorsMax}`)
    .optional()
    .describe('Number of response options'),
  labels: list(text(LIMITS.labelMax), LIMITS.anchorsMin, LIMITS.anchorsMax)
    .optional()
    .describe('One label per response option, from most negative to most positive'),
})
  .superRefine((scale, ctx) => {
    if (scale.anchors !== undefined && scale.labels !== undefined && scale.labels.length !== scale.anchors) {
      ctx.addIssue({
        code: 'custom',
        path: ['labels'],
        message: `must have exactly ${scale.anchors} labels, one per anchor (found ${scale.labels.length})`,
      });
    }
  })
  .transform((scale) => {
    // Missing anchors follow the labels; missing labels take the defaults for the anchors.
    const anchors = scale.anchors ?? scale.labels?.length ?? DEFAULT_ANCHORS;
    return { anchors, labels: scale.labels ?? defaultLabels(anchors) };
  });

const constructObject = strict({
  name: text(LIMITS.nameMax).describe('Name of the construct'),
  definition: text(LIMITS.definitionMax).describe('Overall definition of the construct'),
  population: text(LIMITS.populationMax).describe('Target population the items are written for'),
  responseScale: responseScaleSchema.prefault({}),
  dimensions: list(dimensionSchema, LIMITS.dimensionsMin, LIMITS.dimensionsMax).describe(
    'Dimensions (facets) of the construct',
  ),
  constraints: text(LIMITS.constraintsMax, { required: false })
    .default('')
    .describe('Optional item-writing constraints (reading level, tense, words to avoid …)'),
});

export const constructSchema = constructObject
  .superRefine((construct, ctx) => {
    const dims = construct.dimensions;
    dims.forEach((dim, i) => {
      const earlier = dims.findIndex((other, j) => j < i && dim.name !== '' && sameName(other.name, dim.name));
      if (earlier >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['dimensions', i, 'name'],
          message: `must be unique: dimension ${earlier + 1} already has this name`,
        });
      }
      dim.orbiting.forEach((orb, k) => {
        const path = ['dimensions', i, 'orbiting', k];
        if (orb.name === '') return;
        if (sameName(orb.name, dim.name)) {
          ctx.addIssue({ code: 'custom', path: [...path, 'name'], message: 'cannot be the dimension itself' });
          return;
        }
        const repeated = dim.orbiting.findIndex((other, j) => j < k && sameName(other.name, orb.name));
        if (repeated >= 0) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'name'],
            message: `listed twice: orbiting construct ${repeated + 1} already has this name`,
          });
        }
        const sibling = dims.some((other, j) => j !== i && sameName(other.name, orb.name));
        if (!sibling && !orb.definition) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'definition'],
            message: 'required (it may stay empty only when the name is another dimension of this construct)',
          });
        }
      });
    });
  })
  .transform((construct) => ({
    ...construct,
    dimensions: construct.dimensions.map((dim) => ({
      ...dim,
      orbiting: dim.orbiting.map((orb) => ({
        name: orb.name,
        // An orbiting construct that is another dimension, left without a definition, takes
        // that dimension's definition.
        definition:
          orb.definition || construct.dimensions.find((other) => sameName(other.name, orb.name))?.definition || '',
      })),
    })),
  }));

/** A validated construct with every default applied (the output of `constructSchema`). */
export type ConstructSpec = z.infer<typeof constructSchema>;
/** What `constructSchema` accepts: the public JSON format, optional fields may be missing. */
export type ConstructInput = z.input<typeof constructSchema>;
export type DimensionSpec = ConstructSpec['dimensions'][number];
