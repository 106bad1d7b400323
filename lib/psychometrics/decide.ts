import { PsychometricInputError } from './errors';
import { atLeast, atMost, describe, formatAgainst, formatScore, requireInRange } from './numbers';
import { resolveThresholds, type Thresholds } from './thresholds';

export type Decision = 'KEEP' | 'REVISE' | 'DISCARD';

/** The scores the decision is made from. Every one is required: a missing rating is an error. */
export interface DecisionScores {
  /** c-value (htc), 0..1. */
  htc: number;
  /** d-value (htd), −1..1. */
  htd: number;
  /** The linguistic reviewer's scores, 1..5, one per criterion (four by default). */
  linguistic: number[];
  /** The bias reviewer's score, 1 (highly biased) .. 5 (unbiased). */
  bias: number;
}

/** Optional names that make the reasons read naturally. Nothing here changes the decision. */
export interface DecisionContext {
  /** Name of the orbiting construct the item is closest to (see contentValidity().strongestCompetitor). */
  strongestCompetitorName?: string;
  /** Name of the item's target construct or dimension. */
  targetName?: string;
  /** Names of the linguistic criteria, in the order of `scores.linguistic`, to name the lowest one. */
  linguisticLabels?: string[];
  /** How many linguistic scores are expected (default 4, DESIGN.md §3); a different count is rejected. */
  linguisticCriteria?: number;
}

export interface DecisionResult {
  decision: Decision;
  /** Plain-language reasons, the decisive ones first. */
  reasons: string[];
}

function requireScores(scores: DecisionScores, expectedLinguistic: number) {
  if (scores === null || typeof scores !== 'object') {
    throw new PsychometricInputError('scores', `scores must be an object, got ${describe(scores)}`);
  }
  const htc = requireInRange(scores.htc, 'htc', 0, 1);
  const htd = requireInRange(scores.htd, 'htd', -1, 1);
  const bias = requireInRange(scores.bias, 'bias', 1, 5);
  const ling: unknown = scores.linguistic;
  if (!Array.isArray(ling)) {
    throw new PsychometricInputError('linguistic', `linguistic = ${describe(ling)} must be an array of scores`);
  }
  if (ling.length === 0) {
    throw new PsychometricInputError('linguistic', 'linguistic has no scores: the linguistic rating is missing');
  }
  if (ling.length !== expectedLinguistic) {
    throw new PsychometricInputError(
      'linguistic',
      `linguistic has ${ling.length} score${ling.length === 1 ? '' : 's'} but ${expectedLinguistic} criteria are rated`,
    );
  }
  const linguistic = ling.map((v: unknown, i) => requireInRange(v, `linguistic[${i}]`, 1, 5));
  return { htc, htd, bias, linguistic };
}

function competitorPhrase(context: DecisionContext): string {
  const name = context.strongestCompetitorName?.trim();
  return name ? name : 'one of its orbiting constructs';
}

function htdReason(htd: number, threshold: number, context: DecisionContext): string {
  const head = `d = ${formatAgainst(htd, threshold)} is below ${formatAgainst(threshold, threshold)}`;
  const rival = competitorPhrase(context);
  if (htd < -1e-9) return `${head}: judges rate the item closer to ${rival} than to its target`;
  if (htd <= 1e-9) return `${head}: judges rate the item as close to ${rival} as to its target`;
  return `${head}: the item is about as close to ${rival} as to its target`;
}

/**
 * The deterministic decision of DESIGN.md §4 (Lee, Son & Jia, 2025):
 *   content_ok = c ≥ htc and d ≥ htd;  ling_min = min(linguistic)
 *   DISCARD if bias ≤ discardBias or ling_min ≤ discardLinguistic
 *   KEEP    if content_ok and bias ≥ keepBias and ling_min ≥ keepLinguistic
 *   REVISE  otherwise.
 * (With valid thresholds the DISCARD and KEEP conditions cannot both hold.) Comparisons treat a
 * value within 1e-9 of a threshold as equal to it, so .83 computed as 581/700 passes c ≥ .83.
 * Weak content alone never discards: the writer gets a chance to revise it.
 */
export function decide(
  scores: DecisionScores,
  thresholds?: Partial<Thresholds>,
  context?: DecisionContext | null,
): DecisionResult {
  const t = resolveThresholds(thresholds);
  context = context ?? {};
  const expected = context.linguisticCriteria ?? 4;
  if (!Number.isInteger(expected) || expected < 1) {
    throw new PsychometricInputError('linguisticCriteria', `linguisticCriteria = ${describe(expected)} must be a whole number ≥ 1`);
  }
  const { htc, htd, bias, linguistic } = requireScores(scores, expected);
  const lingMin = Math.min(...linguistic);
  // Name the weakest criterion only when there is one (all equal: no criterion stands out).
  const tied = linguistic.every((v) => v === lingMin);
  const lowest = tied ? undefined : context.linguisticLabels?.[linguistic.indexOf(lingMin)]?.trim();
  const lingName = lowest ? ` (lowest: ${lowest})` : '';

  const htcOk = atLeast(htc, t.htc);
  const htdOk = atLeast(htd, t.htd);
  const biasKeep = atLeast(bias, t.keepBias);
  const lingKeep = atLeast(lingMin, t.keepLinguistic);
  const biasDiscard = atMost(bias, t.discardBias);
  const lingDiscard = atMost(lingMin, t.discardLinguistic);
  const target = context.targetName?.trim() || 'its target';

  const c = `c = ${formatAgainst(htc, t.htc)}`;
  const d = `d = ${formatAgainst(htd, t.htd)}`;
  const bs = formatScore(bias);
  const ls = formatScore(lingMin);

  if (htcOk && htdOk && biasKeep && lingKeep) {
    return {
      decision: 'KEEP',
      reasons: [
        `${c} ≥ ${formatAgainst(t.htc, t.htc)}: judges see the item as matching ${target}`,
        `${d} ≥ ${formatAgainst(t.htd, t.htd)}: judges see it as distinct from the orbiting constructs`,
        `bias ${bs} ≥ ${formatScore(t.keepBias)}`,
        `linguistic minimum ${ls} ≥ ${formatScore(t.keepLinguistic)}${lingName}`,
      ],
    };
  }

  const discardReasons: string[] = [];
  if (biasDiscard) {
    discardReasons.push(`bias ${bs} is at or below ${formatScore(t.discardBias)}: the wording was judged biased`);
  }
  if (lingDiscard) {
    discardReasons.push(
      `linguistic minimum ${ls} is at or below ${formatScore(t.discardLinguistic)}${lingName}: the wording is too poor to repair`,
    );
  }

  const otherReasons: string[] = [];
  if (!htcOk) {
    otherReasons.push(
      `${c} is below ${formatAgainst(t.htc, t.htc)}: judges do not clearly see the item as matching ${target}`,
    );
  }
  if (!htdOk) otherReasons.push(htdReason(htd, t.htd, context));
  if (!biasKeep && !biasDiscard) {
    otherReasons.push(`bias ${bs} is below ${formatScore(t.keepBias)}: some wording may be biased`);
  }
  if (!lingKeep && !lingDiscard) {
    otherReasons.push(`linguistic minimum ${ls} is below ${formatScore(t.keepLinguistic)}${lingName}: the wording needs work`);
  }

  if (discardReasons.length > 0) {
    return { decision: 'DISCARD', reasons: [...discardReasons, ...otherReasons] };
  }
  return { decision: 'REVISE', reasons: otherReasons };
}
