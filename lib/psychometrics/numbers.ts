import { PsychometricInputError } from './errors';

/**
 * Tolerance for comparisons at a threshold or band edge. Indices are ratios of small integers
 * (e.g. 581 / 700), whose binary floating-point value can land a hair below the decimal the
 * psychometrician reads (.83). A value within 1e-9 of a cut-point is treated as equal to it, so
 * "exactly .83" passes "c ≥ .83". 1e-9 is far below any real difference between two items (the
 * smallest step of htc with 1,000 judges on a 7-point scale is 1/7000 ≈ 1.4e-4).
 */
export const EPSILON = 1e-9;

/** a ≥ b, counting values within EPSILON of b as equal to it. */
export function atLeast(a: number, b: number): boolean {
  return a >= b - EPSILON;
}

/** a ≤ b, counting values within EPSILON of b as equal to it. */
export function atMost(a: number, b: number): boolean {
  return a <= b + EPSILON;
}

/** Typographic minus sign, as in APA-style tables ("−.12"). */
const MINUS = '\u2212';

/**
 * Formats an index the way psychometric tables print it: no leading zero for values whose
 * magnitude is below 1 (".29", "−.12"), two decimals by default, and "1.00"/"−1.00" at the ends.
 */
export function formatIndex(value: number, decimals = 2): string {
  const rounded = Number(value.toFixed(decimals));
  if (Object.is(rounded, -0) || rounded === 0) return `.${'0'.repeat(decimals)}`;
  const body = Math.abs(rounded).toFixed(decimals);
  const trimmed = Math.abs(rounded) < 1 ? body.replace(/^0/, '') : body;
  return rounded < 0 ? `${MINUS}${trimmed}` : trimmed;
}

/**
 * Formats `value` for a sentence that compares it with `threshold`. Two decimals are used unless
 * that would print the same figure as the threshold while the value is actually on the other side
 * of it (c = .8286 would read "c = .83 is below .83"); then up to four decimals are shown
 * (".829"), so a reason never contradicts itself.
 */
export function formatAgainst(value: number, threshold: number): string {
  const equal = Math.abs(value - threshold) <= EPSILON;
  for (let decimals = 2; decimals <= 4; decimals += 1) {
    if (equal || formatIndex(value, decimals) !== formatIndex(threshold, decimals)) {
      return formatIndex(value, decimals);
    }
  }
  return formatIndex(value, 4);
}

/**
 * Formats a 1–5 reviewer score: integers plainly ("4"), means with up to two decimals ("3.67").
 */
export function formatScore(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/** Throws unless `value` is a finite number; `field` names it in the message. */
export function requireFinite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PsychometricInputError(
      field,
      `${field} = ${describe(value)} is not a finite number`,
    );
  }
  return value;
}

/** Throws unless `value` is a finite number within [min, max]. */
export function requireInRange(value: unknown, field: string, min: number, max: number): number {
  const n = requireFinite(value, field);
  if (n < min || n > max) {
    throw new PsychometricInputError(field, `${field} = ${n} is outside ${min}..${max}`);
  }
  return n;
}

/** Short rendering of a bad value for an error message. */
export function describe(value: unknown): string {
  if (value === undefined) return 'undefined (missing)';
  if (value === null) return 'null (missing)';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
