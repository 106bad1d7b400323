import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeSchema, jsonInstructions, refinedFrom } from './schema-prompt';

const base = z.object({ ids: z.array(z.string()).describe('One id per item, each once') });

describe('describeSchema', () => {
  it('gives the model the JSON Schema with field descriptions and no $schema line', () => {
    const json = JSON.parse(describeSchema(base));
    expect(json.$schema).toBeUndefined();
    expect(json.properties.ids.description).toBe('One id per item, each once');
    expect(jsonInstructions(base)).toContain(describeSchema(base));
  });

  it('describes a per-call refinement as its base, while the refinement still rejects bad replies', () => {
    const refined = refinedFrom(
      base.superRefine((out, ctx) => {
        if (new Set(out.ids).size !== out.ids.length) ctx.addIssue({ code: 'custom', message: 'duplicate id' });
      }),
      base,
    );
    expect(describeSchema(refined)).toBe(describeSchema(base));
    expect(refined.safeParse({ ids: ['a', 'a'] }).success).toBe(false);
    expect(refined.safeParse({ ids: ['a', 'b'] }).success).toBe(true);
  });
});
