import { PsychometricInputError } from './errors';
import { describe, requireInRange } from './numbers';

/**
 * Cut-offs of the deterministic decision (DESIGN.md §4; defaults from Lee, Son & Jia, 2025,
 * following Colquitt et al., 2019, for c and d). All overridable per run.
 */
export interface Thresholds {
  /** KEEP needs c (htc) ≥ this. */
  htc: number;
  /** KEEP needs d (htd) ≥ this. */
  htd: number;
  /** KEEP needs the bias score (1 = highly biased … 5 = unbiased) ≥ this. */
  keepBias: number;
  /** KEEP needs the lowest of the linguistic scores (1–5) ≥ this. */
  keepLinguistic: number;
  /** DISCARD when the bias score ≤ this. */
  discardBias: number;
  /** DISCARD when the lowest linguistic score ≤ this. */
  discardLinguistic: number;
}

export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  htc: 0.83,
  htd: 0.35,
  keepBias: 4,
  keepLinguistic: 4,
  discardBias: 2,
  discardLinguistic: 2,
});

const RANGES: Record<keyof Thresholds, [number, number]> = {
  htc: [0, 1],
  htd: [-1, 1],
  keepBias: [1, 5],
  keepLinguistic: [1, 5],
  discardBias: [1, 5],
  discardLinguistic: [1, 5],
};

/**
 * Merges overrides into the defaults and validates the result: every value finite and in the
 * range of its score, no unknown keys (a typo would otherwise silently fall back to a default),
 * and each DISCARD cut strictly below its KEEP cut so that no item can be both.
 */
export function resolveThresholds(overrides?: Partial<Thresholds> | null): Thresholds {
  const t: Thresholds = { ...DEFAULT_THRESHOLDS };
  if (overrides === undefined || overrides === null) return t;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new PsychometricInputError('thresholds', `thresholds must be an object, got ${describe(overrides)}`);
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in RANGES)) {
      throw new PsychometricInputError(
        `thresholds.${key}`,
        `thresholds.${key} is not a threshold (expected one of ${Object.keys(RANGES).join(', ')})`,
      );
    }
    if (value === undefined) continue;
    const [min, max] = RANGES[key as keyof Thresholds];
    t[key as keyof Thresholds] = requireInRange(value, `thresholds.${key}`, min, max);
  }
  if (t.discardBias >= t.keepBias) {
    throw new PsychometricInputError(
      'thresholds.discardBias',
      `thresholds.discardBias = ${t.discardBias} must be below thresholds.keepBias = ${t.keepBias}`,
    );
  }
  if (t.discardLinguistic >= t.keepLinguistic) {
    throw new PsychometricInputError(
      'thresholds.discardLinguistic',
      `thresholds.discardLinguistic = ${t.discardLinguistic} must be below thresholds.keepLinguistic = ${t.keepLinguistic}`,
    );
  }
  return t;
}
