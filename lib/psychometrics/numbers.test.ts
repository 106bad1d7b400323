import { describe, expect, it } from 'vitest';
import { atLeast, atMost, formatAgainst, formatIndex, formatScore } from './numbers';

describe('number formatting (APA style: no leading zero for indices bounded by 1)', () => {
  it.each([
    [0.29, '.29'],
    [-0.12, '−.12'],
    [0.835, '.83'], // 0.835 is stored as 0.83499999…
    [1, '1.00'],
    [-1, '−1.00'],
    [0, '.00'],
    [-0.001, '.00'],
    [0.999, '1.00'],
  ])('formatIndex(%d) = %s', (value, text) => {
    expect(formatIndex(value)).toBe(text);
  });

  it('adds digits only when two would hide which side of the threshold a value is on', () => {
    expect(formatAgainst(0.8286, 0.83)).toBe('.829');
    expect(formatAgainst(0.83, 0.83)).toBe('.83');
    expect(formatAgainst(581 / 700, 0.83)).toBe('.83');
    expect(formatAgainst(0.8299, 0.83)).toBe('.8299');
    expect(formatAgainst(0.71, 0.83)).toBe('.71');
  });

  it('prints reviewer scores plainly', () => {
    expect(formatScore(4)).toBe('4');
    expect(formatScore(11 / 3)).toBe('3.67');
  });

  it('compares with a 1e-9 tolerance and no more', () => {
    expect(atLeast(0.83 - 1e-12, 0.83)).toBe(true);
    expect(atLeast(0.83 - 1e-6, 0.83)).toBe(false);
    expect(atMost(2 + 1e-12, 2)).toBe(true);
    expect(atMost(2.001, 2)).toBe(false);
  });
});
