import { describe, expect, it } from 'vitest';
import { decide, type DecisionScores } from './decide';
import { PsychometricInputError } from './errors';

// Decision rule of DESIGN.md §4 (Lee, Son & Jia, 2025; c and d cut-offs after Colquitt et al.,
// 2019): KEEP if c ≥ .83, d ≥ .35, bias ≥ 4 and min(linguistic) ≥ 4; DISCARD if bias ≤ 2 or
// min(linguistic) ≤ 2; otherwise REVISE.
const good: DecisionScores = { htc: 0.9, htd: 0.41, linguistic: [5, 4, 5, 5], bias: 5 };
const at = (patch: Partial<DecisionScores>): DecisionScores => ({ ...good, ...patch });

describe('decide: the rule at each threshold', () => {
  it('keeps an item that meets every threshold and says why', () => {
    const r = decide(good);
    expect(r.decision).toBe('KEEP');
    expect(r.reasons).toEqual([
      'c = .90 ≥ .83: judges see the item as matching its target',
      'd = .41 ≥ .35: judges see it as distinct from the orbiting constructs',
      'bias 5 ≥ 4',
      'linguistic minimum 4 ≥ 4',
    ]);
  });

  it('keeps an item exactly at every KEEP threshold (c = .83, d = .35, bias 4, linguistic 4)', () => {
    expect(decide({ htc: 0.83, htd: 0.35, linguistic: [4, 4, 4, 4], bias: 4 }).decision).toBe('KEEP');
  });

  it.each([
    ['c just below .83', at({ htc: 0.8299 }), 'c = .8299 is below .83'],
    ['d just below .35', at({ htd: 0.3499 }), 'd = .3499 is below .35'],
    ['bias 3', at({ bias: 3 }), 'bias 3 is below 4'],
    ['bias 2.01', at({ bias: 2.01 }), 'bias 2.01 is below 4'],
    ['linguistic minimum 3', at({ linguistic: [5, 3, 5, 5] }), 'linguistic minimum 3 is below 4'],
    ['linguistic minimum 3.99', at({ linguistic: [5, 5, 3.99, 5] }), 'linguistic minimum 3.99 is below 4'],
  ])('revises with %s', (_label, scores, reason) => {
    const r = decide(scores);
    expect(r.decision).toBe('REVISE');
    expect(r.reasons[0]).toContain(reason);
  });

  it.each([
    ['bias 2', at({ bias: 2 }), 'bias 2 is at or below 2'],
    ['bias 1', at({ bias: 1 }), 'bias 1 is at or below 2'],
    ['linguistic minimum 2', at({ linguistic: [5, 5, 5, 2] }), 'linguistic minimum 2 is at or below 2'],
    ['bias 2 with perfect content', { htc: 1, htd: 1, linguistic: [5, 5, 5, 5], bias: 2 }, 'bias 2 is at or below 2'],
  ])('discards with %s', (_label, scores, reason) => {
    const r = decide(scores);
    expect(r.decision).toBe('DISCARD');
    expect(r.reasons[0]).toContain(reason);
  });

  it('never discards for weak content alone: the writer may revise it', () => {
    expect(decide(at({ htc: 0.2, htd: -0.8 })).decision).toBe('REVISE');
  });

  it('lists the discard trigger first and the other failures after it', () => {
    const r = decide({ htc: 0.7, htd: 0.1, linguistic: [2, 4, 4, 4], bias: 3 });
    expect(r.decision).toBe('DISCARD');
    expect(r.reasons).toHaveLength(4);
    expect(r.reasons[0]).toMatch(/^linguistic minimum 2 is at or below 2/);
    expect(r.reasons.slice(1).map((s) => s.split(':')[0])).toEqual(['c = .70 is below .83', 'd = .10 is below .35', 'bias 3 is below 4']);
  });
});

describe('decide: floating point at the boundaries', () => {
  it('treats c = 5.81 / 7 (≈ .83 in binary) as meeting c ≥ .83', () => {
    // 5.81 / 7 is 0.83 in decimal but may be stored a hair away from it
    expect(decide(at({ htc: 5.81 / 7 })).decision).toBe('KEEP');
    expect(decide(at({ htc: 581 / 700 })).decision).toBe('KEEP');
  });
  it('treats d = 2.1 / 6 and 0.7 × 0.5 as meeting d ≥ .35', () => {
    expect(decide(at({ htd: 2.1 / 6 })).decision).toBe('KEEP');
    expect(decide(at({ htd: 0.7 * 0.5 })).decision).toBe('KEEP');
  });
  it('does not round a real shortfall up: c = .8286 fails and is printed with enough digits', () => {
    const r = decide(at({ htc: 0.8286 }));
    expect(r.decision).toBe('REVISE');
    expect(r.reasons[0]).toMatch(/^c = \.829 is below \.83/);
  });
});

describe('decide: reasons in words', () => {
  it('names the closest orbiting construct when told it (the issue example)', () => {
    const r = decide(at({ htd: 0.29 }), undefined, { strongestCompetitorName: 'Job Insecurity' });
    expect(r.reasons).toEqual(['d = .29 is below .35: the item is about as close to Job Insecurity as to its target']);
  });

  it('says the item is closer to the competitor when d is negative, with a typographic minus', () => {
    const r = decide(at({ htd: -0.12 }), undefined, { strongestCompetitorName: 'Job Insecurity' });
    expect(r.reasons[0]).toBe('d = −.12 is below .35: judges rate the item closer to Job Insecurity than to its target');
  });

  it('falls back to a generic phrase without a competitor name', () => {
    expect(decide(at({ htd: 0 })).reasons[0]).toBe(
      'd = .00 is below .35: judges rate the item as close to one of its orbiting constructs as to its target',
    );
  });

  it('names the target and the lowest linguistic criterion when given', () => {
    const r = decide(at({ htc: 0.71, linguistic: [5, 3, 4, 5] }), undefined, {
      targetName: 'AI Use Anxiety',
      linguisticLabels: ['grammar', 'ease of understanding', 'negative language', 'clarity'],
    });
    expect(r.reasons).toEqual([
      'c = .71 is below .83: judges do not clearly see the item as matching AI Use Anxiety',
      'linguistic minimum 3 is below 4 (lowest: ease of understanding): the wording needs work',
    ]);
  });

  it('names no lowest criterion when all four scores are equal', () => {
    const r = decide(at({ linguistic: [5, 5, 5, 5] }), undefined, {
      linguisticLabels: ['grammar', 'ease of understanding', 'negative language', 'clarity'],
    });
    expect(r.decision).toBe('KEEP');
    expect(r.reasons.at(-1)).toBe('linguistic minimum 5 ≥ 4');
  });
});

describe('decide: thresholds', () => {
  it('applies overrides', () => {
    expect(decide(good, { htc: 0.95 }).decision).toBe('REVISE');
    expect(decide(at({ bias: 3 }), { keepBias: 3 }).decision).toBe('KEEP');
    expect(decide(at({ linguistic: [3, 5, 5, 5] }), { discardLinguistic: 3, keepLinguistic: 4 }).decision).toBe('DISCARD');
    expect(decide(good, { htd: 0.45 }).reasons[0]).toMatch(/^d = \.41 is below \.45/);
  });

  it.each([
    [{ htc: Number.NaN }, 'thresholds.htc = NaN is not a finite number'],
    [{ htd: Number.POSITIVE_INFINITY }, 'thresholds.htd = Infinity is not a finite number'],
    [{ htc: 1.5 }, 'thresholds.htc = 1.5 is outside 0..1'],
    [{ keepBias: 6 }, 'thresholds.keepBias = 6 is outside 1..5'],
    [{ discardBias: 4 }, 'thresholds.discardBias = 4 must be below thresholds.keepBias = 4'],
    [{ keepLinguistic: 2 }, 'thresholds.discardLinguistic = 2 must be below thresholds.keepLinguistic = 2'],
    [{ hct: 0.8 }, 'thresholds.hct is not a threshold'],
  ])('rejects %j', (thresholds, message) => {
    expect(() => decide(good, thresholds as never)).toThrow(PsychometricInputError);
    expect(() => decide(good, thresholds as never)).toThrow(message);
  });
});

describe('decide: missing or invalid scores are errors, never defaults', () => {
  it.each([
    [at({ linguistic: [] }), 'linguistic has no scores: the linguistic rating is missing', 'linguistic'],
    [at({ linguistic: [4, 4, 4] }), 'linguistic has 3 scores but 4 criteria are rated', 'linguistic'],
    [at({ linguistic: [4, Number.NaN, 4, 4] }), 'linguistic[1] = NaN is not a finite number', 'linguistic[1]'],
    [at({ linguistic: [4, 4, 6, 4] }), 'linguistic[2] = 6 is outside 1..5', 'linguistic[2]'],
    [at({ linguistic: undefined as never }), 'linguistic = undefined (missing) must be an array of scores', 'linguistic'],
    [at({ bias: Number.NaN }), 'bias = NaN is not a finite number', 'bias'],
    [at({ bias: undefined as never }), 'bias = undefined (missing) is not a finite number', 'bias'],
    [at({ bias: 0 }), 'bias = 0 is outside 1..5', 'bias'],
    [at({ htc: 1.01 }), 'htc = 1.01 is outside 0..1', 'htc'],
    [at({ htd: Number.NEGATIVE_INFINITY }), 'htd = -Infinity is not a finite number', 'htd'],
  ])('%#: %s', (scores, message, field) => {
    let error: unknown;
    try {
      decide(scores);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PsychometricInputError);
    expect((error as Error).message).toBe(message);
    expect((error as PsychometricInputError).field).toBe(field);
  });

  it('accepts another number of linguistic criteria only when told', () => {
    expect(decide(at({ linguistic: [4, 5, 5] }), undefined, { linguisticCriteria: 3 }).decision).toBe('KEEP');
  });
});
