import { PsychometricInputError } from './errors';
import { describe } from './numbers';

/**
 * Ratings of one item by a panel of judges, in the Hinkin & Tracey (1999) design used by
 * Colquitt et al. (2019): every judge rates how well the item matches the definition of its
 * target construct and of each orbiting construct on the same 1..anchors scale.
 */
export interface ContentRatings {
  /** Number of response anchors a (7 in Colquitt et al., 2019). Integer ≥ 2. */
  anchors: number;
  /** One rating per judge of the item against its target definition, on 1..anchors. */
  target: number[];
  /** orbiting[k][j]: judge j's rating of the item against orbiting construct k (same judge order). */
  orbiting: number[][];
}

export interface ContentValidity {
  /** Hinkin–Tracey correspondence: mean(target) / a. Range 1/a..1. */
  htc: number;
  /** Hinkin–Tracey distinctiveness: mean over judges and orbiting constructs of (t − o) / (a − 1). Range −1..1. */
  htd: number;
  /** Mean target rating. */
  targetMean: number;
  /** Mean rating against each orbiting construct, in input order. */
  orbitingMeans: number[];
  /** htd against each orbiting construct alone: (targetMean − orbitingMeans[k]) / (a − 1). */
  htdByOrbiting: number[];
  /** Index of the orbiting construct with the highest mean (the closest competitor); ties go to the lower index. */
  strongestCompetitor: number;
}

function requireRatings(values: unknown, field: string, anchors: number): number[] {
  if (!Array.isArray(values)) {
    throw new PsychometricInputError(field, `${field} must be an array of ratings, got ${describe(values)}`);
  }
  if (values.length === 0) {
    throw new PsychometricInputError(field, `${field} has no ratings (no judges)`);
  }
  values.forEach((v: unknown, j) => {
    const at = `${field}[${j}]`;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new PsychometricInputError(at, `${at} = ${describe(v)} is not a rating`);
    }
    if (!Number.isInteger(v)) {
      throw new PsychometricInputError(at, `${at} = ${v} is not a whole number (ratings are anchors 1..${anchors})`);
    }
    if (v < 1 || v > anchors) {
      throw new PsychometricInputError(at, `${at} = ${v} is outside 1..${anchors}`);
    }
  });
  return values as number[];
}

function sum(values: number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}

/**
 * Content-validity indices of one item (Colquitt, Sabey, Rodell & Hill, 2019, J. Appl. Psychol.
 * 104(10), 1243–1265, after Hinkin & Tracey, 1999, Organizational Research Methods 2(2), 175–186):
 *
 *   htc = mean_j(R_target,j) / a
 *   htd = mean_{j,k}(R_target,j − R_orbiting k,j) / (a − 1)
 *
 * Sums are divided once (sum / (n·a)) rather than averaging averages, so a mean that is exactly a
 * decimal (e.g. 581 / 700 = .83) comes out as close to it as floating point allows.
 * Throws PsychometricInputError for non-integer or out-of-range ratings, mismatched judge counts
 * or a missing orbiting construct.
 */
export function contentValidity(input: ContentRatings): ContentValidity {
  if (input === null || typeof input !== 'object') {
    throw new PsychometricInputError('input', `content ratings must be an object, got ${describe(input)}`);
  }
  const { anchors } = input;
  if (typeof anchors !== 'number' || !Number.isInteger(anchors) || anchors < 2) {
    throw new PsychometricInputError(
      'anchors',
      `anchors = ${describe(anchors)} must be a whole number of response options, at least 2`,
    );
  }
  const target = requireRatings(input.target, 'target', anchors);
  const orbitingInput: unknown = input.orbiting;
  if (!Array.isArray(orbitingInput)) {
    throw new PsychometricInputError('orbiting', `orbiting must be an array of rating arrays, got ${describe(orbitingInput)}`);
  }
  if (orbitingInput.length === 0) {
    throw new PsychometricInputError('orbiting', 'no orbiting construct given: d-value needs at least one');
  }
  const orbiting = orbitingInput.map((ratings: unknown, k) => {
    const field = `orbiting[${k}]`;
    const checked = requireRatings(ratings, field, anchors);
    if (checked.length !== target.length) {
      throw new PsychometricInputError(
        field,
        `${field} has ${checked.length} rating${checked.length === 1 ? '' : 's'} but target has ${target.length} judge${target.length === 1 ? '' : 's'}`,
      );
    }
    return checked;
  });

  const n = target.length;
  const targetSum = sum(target);
  const orbitingSums = orbiting.map(sum);
  const allOrbitingSum = sum(orbitingSums);
  const span = anchors - 1;

  const htc = targetSum / (n * anchors);
  // mean over j,k of (t_j − o_kj) = (K·Σt − ΣΣo) / (K·n); divided by (a − 1) in the same step.
  const K = orbiting.length;
  const htd = (K * targetSum - allOrbitingSum) / (K * n * span);
  const orbitingMeans = orbitingSums.map((s) => s / n);
  const htdByOrbiting = orbitingSums.map((s) => (targetSum - s) / (n * span));

  let strongestCompetitor = 0;
  for (let k = 1; k < K; k += 1) {
    if (orbitingSums[k] > orbitingSums[strongestCompetitor]) strongestCompetitor = k;
  }

  return { htc, htd, targetMean: targetSum / n, orbitingMeans, htdByOrbiting, strongestCompetitor };
}
