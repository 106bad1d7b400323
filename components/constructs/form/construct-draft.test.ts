import { describe, it, expect } from 'vitest';
import { AAAW_PRESET, constructSchema, fingerprint } from '@/lib/constructs';
import { draftFromSpec, draftToInput, emptyDraft, moveItem } from './construct-draft';

describe('construct draft', () => {
  it('round-trips a stored construct without changing its fingerprint', () => {
    expect(fingerprint(draftToInput(draftFromSpec(AAAW_PRESET)))).toBe(fingerprint(AAAW_PRESET));
  });

  it('gives every list entry its own key', () => {
    const draft = draftFromSpec(AAAW_PRESET);
    const keys = draft.dimensions.flatMap((d) => [d.key, ...d.orbiting.map((o) => o.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('starts empty with one dimension, two orbiting slots and the default scale', () => {
    const draft = emptyDraft();
    expect(draft.dimensions).toHaveLength(1);
    expect(draft.dimensions[0].orbiting).toHaveLength(2);
    expect(draft.labels).toHaveLength(7);
    const result = constructSchema.safeParse(draftToInput(draft));
    expect(result.success).toBe(false);
  });

  it('moves entries within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
