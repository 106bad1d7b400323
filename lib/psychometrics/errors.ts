/**
 * The one error type of the psychometric core. Every rejected input throws it, with a message that
 * names the bad input (`target[2] = 8 is outside 1..7`) and, in `field`, the path of that input
 * (`target[2]`), so a form or an agent log can point at the exact place. Nothing in this folder
 * returns NaN or silently defaults a missing rating: it throws this instead.
 */
export class PsychometricInputError extends Error {
  /** Path of the offending input, e.g. `target[2]`, `orbiting[1]`, `thresholds.htc`, `stem`. */
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'PsychometricInputError';
    this.field = field;
  }
}
