import { describe, expect, it } from 'vitest';
import {
  colquittBand,
  colquittCutpoints,
  colquittNormSet,
  COLQUITT_CORRELATION_NORMS,
  COLQUITT_OVERALL_NORMS,
  type ColquittBand,
} from './colquitt-bands';
import { PsychometricInputError } from './errors';

// Overall norms of Colquitt et al. (2019, J. Appl. Psychol. 104(10)) as given in DESIGN.md §4:
// htc very strong ≥ .91, strong ≥ .87, moderate ≥ .84, weak ≥ .60;
// htd very strong ≥ .35, strong ≥ .27, moderate ≥ .18, weak ≥ .04.
const OVERALL: Array<['htc' | 'htd', number, ColquittBand]> = [
  ['htc', 1, 'very strong'],
  ['htc', 0.91, 'very strong'],
  ['htc', 0.9099, 'strong'],
  ['htc', 0.87, 'strong'],
  ['htc', 0.8699, 'moderate'],
  ['htc', 0.84, 'moderate'],
  ['htc', 0.8399, 'weak'],
  ['htc', 0.6, 'weak'],
  ['htc', 0.5999, 'lack of'],
  ['htc', 1 / 7, 'lack of'],
  ['htd', 1, 'very strong'],
  ['htd', 0.35, 'very strong'],
  ['htd', 0.3499, 'strong'],
  ['htd', 0.27, 'strong'],
  ['htd', 0.2699, 'moderate'],
  ['htd', 0.18, 'moderate'],
  ['htd', 0.1799, 'weak'],
  ['htd', 0.04, 'weak'],
  ['htd', 0.0399, 'lack of'],
  ['htd', -0.5, 'lack of'],
];

describe('colquittBand (overall norms)', () => {
  it.each(OVERALL)('%s = %d is "%s"', (statistic, value, band) => {
    expect(colquittBand(statistic, value)).toBe(band);
  });

  it('puts values that floating point leaves a hair under a cut-point into the band of that cut-point', () => {
    // 0.1 + 0.17 = 0.27000000000000002, 0.7 * 0.5 = 0.35, 6.37 / 7 = 0.91 (to 1e-16)
    expect(colquittBand('htd', 0.1 + 0.17)).toBe('strong');
    expect(colquittBand('htd', 2.1 / 6)).toBe('very strong');
    expect(colquittBand('htc', 6.37 / 7)).toBe('very strong');
    expect(colquittBand('htc', 5.88 / 7)).toBe('moderate'); // .84
    expect(colquittBand('htd', 0.24 / 6)).toBe('weak'); // .04
  });

  it('uses the values of DESIGN.md', () => {
    expect(COLQUITT_OVERALL_NORMS.htc).toEqual({ 'very strong': 0.91, strong: 0.87, moderate: 0.84, weak: 0.6 });
    expect(COLQUITT_OVERALL_NORMS.htd).toEqual({ 'very strong': 0.35, strong: 0.27, moderate: 0.18, weak: 0.04 });
  });
});

describe('colquittBand (correlation-normed sets)', () => {
  it.each([
    [undefined, 'overall'],
    [-0.2, 'r ≤ .34'],
    [0, 'r ≤ .34'],
    [0.34, 'r ≤ .34'],
    [0.345, 'r .35–.50'],
    [0.35, 'r .35–.50'],
    [0.5, 'r .35–.50'],
    [0.505, 'r ≥ .51'],
    [0.51, 'r ≥ .51'],
    [1, 'r ≥ .51'],
  ])('orbitingR = %s selects %s', (r, set) => {
    expect(colquittNormSet(r)).toBe(set);
  });

  // Every cut-point of every set: a value at the cut is in that band, a value just below is in
  // the next band down. The numbers come from the table (see its provenance note).
  const cases: Array<[string, 'htc' | 'htd', number]> = [];
  for (const [set, r] of [['r ≤ .34', 0.2], ['r .35–.50', 0.4], ['r ≥ .51', 0.6]] as const) {
    for (const statistic of ['htc', 'htd'] as const) cases.push([set, statistic, r]);
  }
  it.each(cases)('%s, %s: each printed cut-point starts its band', (set, statistic, r) => {
    const cut = COLQUITT_CORRELATION_NORMS[set as keyof typeof COLQUITT_CORRELATION_NORMS][statistic];
    expect(colquittCutpoints(statistic, r)).toBe(cut);
    const order: ColquittBand[] = ['very strong', 'strong', 'moderate', 'weak', 'lack of'];
    for (let i = 0; i < 4; i += 1) {
      const band = order[i] as Exclude<ColquittBand, 'lack of'>;
      expect(colquittBand(statistic, cut[band], r)).toBe(band);
      expect(colquittBand(statistic, cut[band] - 0.001, r)).toBe(order[i + 1]);
    }
  });

  it('reads the same value differently under different correlation norms', () => {
    // htd = .30: below the weaker-correlation "strong" cut (.35), above the stronger-correlation
    // "very strong" cut (.23).
    expect(colquittBand('htd', 0.3, 0.2)).toBe('moderate');
    expect(colquittBand('htd', 0.3, 0.4)).toBe('strong');
    expect(colquittBand('htd', 0.3, 0.6)).toBe('very strong');
    expect(colquittBand('htd', 0.3)).toBe('strong');
  });

  it('keeps every set ordered: very strong > strong > moderate > weak', () => {
    for (const set of Object.values(COLQUITT_CORRELATION_NORMS)) {
      for (const cut of Object.values(set)) {
        expect(cut['very strong']).toBeGreaterThan(cut.strong);
        expect(cut.strong).toBeGreaterThan(cut.moderate);
        expect(cut.moderate).toBeGreaterThan(cut.weak);
      }
    }
  });
});

describe('colquittBand input errors', () => {
  it.each([
    [() => colquittBand('htc', Number.NaN), 'htc = NaN is not a finite number'],
    [() => colquittBand('htd', Number.POSITIVE_INFINITY), 'htd = Infinity is not a finite number'],
    [() => colquittBand('htc', 1.2), 'htc = 1.2 is outside 0..1'],
    [() => colquittBand('htd', -1.5), 'htd = -1.5 is outside -1..1'],
    [() => colquittBand('csv' as never, 0.5), "statistic = \"csv\" must be 'htc' or 'htd'"],
    [() => colquittBand('htd', 0.3, 1.4), 'orbitingR = 1.4 is outside −1..1'],
    [() => colquittBand('htd', 0.3, Number.NaN), 'orbitingR = NaN is not a finite number'],
  ])('%#: %s', (fn, message) => {
    expect(fn).toThrow(PsychometricInputError);
    expect(fn).toThrow(message);
  });
});
