import { describe, it, expect } from 'vitest';
import { AAAW_PRESET, PRESETS, getPreset } from './presets';
import { constructSchema } from './schema';
import { fingerprint } from './fingerprint';

describe('AAAW preset', () => {
  it('is a valid construct that parses to itself', () => {
    const reparsed = constructSchema.safeParse(AAAW_PRESET);
    expect(reparsed.success).toBe(true);
    expect(reparsed.data).toEqual(AAAW_PRESET);
    expect(fingerprint(AAAW_PRESET)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has the six dimensions of Park et al. (2024)', () => {
    expect(AAAW_PRESET.dimensions.map((d) => d.name)).toEqual([
      'AI Use Anxiety',
      'Personal Utility',
      'Perceived Humanlikeness of AI',
      'Perceived Adaptability of AI',
      'Perceived Quality of AI',
      'Job Insecurity',
    ]);
  });

  it('gives each dimension a definition and two defined orbiting constructs', () => {
    for (const dim of AAAW_PRESET.dimensions) {
      expect(dim.definition.length).toBeGreaterThan(40);
      expect(dim.orbiting).toHaveLength(2);
      for (const orb of dim.orbiting) expect(orb.definition.length).toBeGreaterThan(40);
    }
  });

  it('uses sibling dimensions as orbiting constructs with their definitions', () => {
    const byName = new Map(AAAW_PRESET.dimensions.map((d) => [d.name, d.definition]));
    const siblings = AAAW_PRESET.dimensions.flatMap((d) => d.orbiting.filter((o) => byName.has(o.name)));
    expect(siblings).toHaveLength(6);
    for (const orb of siblings) expect(orb.definition).toBe(byName.get(orb.name));
  });

  it('targets employees on the default 7-point scale', () => {
    expect(AAAW_PRESET.population).toBe('Employees who use or may use AI tools at work');
    expect(AAAW_PRESET.responseScale.anchors).toBe(7);
  });

  it('is listed among the presets under the id used in URLs', () => {
    expect(getPreset('aaaw')?.spec).toBe(AAAW_PRESET);
    expect(PRESETS.map((p) => p.id)).toContain('aaaw');
    expect(getPreset('nope')).toBeUndefined();
  });
});
