import { PsychometricInputError } from './errors';
import { atLeast, describe, requireFinite } from './numbers';

/**
 * Benchmark bands of Colquitt, Sabey, Rodell & Hill (2019, J. Appl. Psychol. 104(10), 1243–1265)
 * for the Hinkin–Tracey indices. They are percentile norms from 112 published scales rated by
 * naive judges (80th–99th percentile = very strong, 60th–79th = strong, 40th–59th = moderate,
 * 20th–39th = weak, below = lack of): context for a value, not a pass/fail rule.
 */
export type ColquittBand = 'very strong' | 'strong' | 'moderate' | 'weak' | 'lack of';
export type ColquittStatistic = 'htc' | 'htd';
/** Which norm set applies: the overall one, or one conditioned on the target–orbiting correlation. */
export type ColquittNormSet = 'overall' | 'r ≤ .34' | 'r .35–.50' | 'r ≥ .51';

/** Lower bounds of very strong, strong, moderate and weak; anything lower is "lack of". */
export interface BandCutpoints {
  'very strong': number;
  strong: number;
  moderate: number;
  weak: number;
}

/** Overall (not correlation-normed) criteria, as given in DESIGN.md §4. */
export const COLQUITT_OVERALL_NORMS: Record<ColquittStatistic, BandCutpoints> = {
  htc: { 'very strong': 0.91, strong: 0.87, moderate: 0.84, weak: 0.6 },
  htd: { 'very strong': 0.35, strong: 0.27, moderate: 0.18, weak: 0.04 },
};

/**
 * Correlation-normed criteria: the same percentile bands computed separately for scales whose
 * average correlation with their orbiting constructs is weaker (r ≤ .34), more moderate
 * (.35–.50) or stronger (r ≥ .51); the more a target correlates with its orbiting constructs, the
 * lower the htd a scale typically reaches.
 *
 * PROVENANCE — please check against the article before relying on these numbers. They were not
 * read from the article itself (not reachable from this workplace) but transcribed from the
 * correlation-conditioned table ("Table 5") as encoded in the CRAN package contentvalidR 0.4.0
 * (R/colquitt_benchmarks.R), whose overall row matches COLQUITT_OVERALL_NORMS exactly. To
 * correct a value, edit this table only; the tests read it rather than repeating it.
 */
export const COLQUITT_CORRELATION_NORMS: Record<
  Exclude<ColquittNormSet, 'overall'>,
  Record<ColquittStatistic, BandCutpoints>
> = {
  'r ≤ .34': {
    htc: { 'very strong': 0.91, strong: 0.88, moderate: 0.86, weak: 0.67 },
    htd: { 'very strong': 0.48, strong: 0.35, moderate: 0.26, weak: 0.12 },
  },
  'r .35–.50': {
    htc: { 'very strong': 0.92, strong: 0.89, moderate: 0.85, weak: 0.6 },
    htd: { 'very strong': 0.34, strong: 0.27, moderate: 0.2, weak: 0.09 },
  },
  'r ≥ .51': {
    htc: { 'very strong': 0.9, strong: 0.86, moderate: 0.82, weak: 0.63 },
    htd: { 'very strong': 0.23, strong: 0.15, moderate: 0.11, weak: 0.01 },
  },
};

const BANDS_STRONGEST_FIRST: Array<Exclude<ColquittBand, 'lack of'>> = ['very strong', 'strong', 'moderate', 'weak'];

/**
 * The norm set for a target–orbiting correlation. The published bins are printed to two
 * decimals (≤ .34, .35–.50, ≥ .51); a value in a printed gap (e.g. .345) goes to the higher bin,
 * i.e. r ≤ .34 is "weaker", .34 < r ≤ .50 "more moderate", r > .50 "stronger". Negative r counts
 * as weaker. Without r, the overall set.
 */
export function colquittNormSet(orbitingR?: number | null): ColquittNormSet {
  if (orbitingR === undefined || orbitingR === null) return 'overall';
  const r = requireFinite(orbitingR, 'orbitingR');
  if (r < -1 || r > 1) {
    throw new PsychometricInputError('orbitingR', `orbitingR = ${r} is outside −1..1 (it is a correlation)`);
  }
  if (r <= 0.34 + 1e-9) return 'r ≤ .34';
  if (r <= 0.5 + 1e-9) return 'r .35–.50';
  return 'r ≥ .51';
}

/** The cut-points in use for a statistic and (optional) target–orbiting correlation. */
export function colquittCutpoints(statistic: ColquittStatistic, orbitingR?: number | null): BandCutpoints {
  requireStatistic(statistic);
  const set = colquittNormSet(orbitingR);
  return set === 'overall' ? COLQUITT_OVERALL_NORMS[statistic] : COLQUITT_CORRELATION_NORMS[set][statistic];
}

function requireStatistic(statistic: unknown): asserts statistic is ColquittStatistic {
  if (statistic !== 'htc' && statistic !== 'htd') {
    throw new PsychometricInputError('statistic', `statistic = ${describe(statistic)} must be 'htc' or 'htd'`);
  }
}

/**
 * Colquitt et al. (2019) band of an htc or htd value: the overall norms by default, the
 * correlation-normed set when the average target–orbiting correlation is given. Each printed
 * cut-point is the lower bound of its band (a value equal to it, within 1e-9, belongs to it).
 */
export function colquittBand(statistic: ColquittStatistic, value: number, orbitingR?: number): ColquittBand {
  requireStatistic(statistic);
  const v = requireFinite(value, statistic);
  const [min, max] = statistic === 'htc' ? [0, 1] : [-1, 1];
  if (v < min - 1e-9 || v > max + 1e-9) {
    throw new PsychometricInputError(statistic, `${statistic} = ${v} is outside ${min}..${max}`);
  }
  const cut = colquittCutpoints(statistic, orbitingR);
  for (const band of BANDS_STRONGEST_FIRST) {
    if (atLeast(v, cut[band])) return band;
  }
  return 'lack of';
}
