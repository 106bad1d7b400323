import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, resolveThresholds } from './thresholds';

describe('thresholds', () => {
  it('defaults to c ≥ .83, d ≥ .35, KEEP bias/linguistic ≥ 4, DISCARD at ≤ 2 (DESIGN.md §4)', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({ htc: 0.83, htd: 0.35, keepBias: 4, keepLinguistic: 4, discardBias: 2, discardLinguistic: 2 });
    expect(Object.isFrozen(DEFAULT_THRESHOLDS)).toBe(true);
  });

  it('merges overrides and ignores keys given as undefined', () => {
    expect(resolveThresholds({ htc: 0.8, htd: undefined })).toEqual({ ...DEFAULT_THRESHOLDS, htc: 0.8 });
    expect(resolveThresholds(undefined)).toEqual(DEFAULT_THRESHOLDS);
  });
});
