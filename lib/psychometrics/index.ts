/**
 * Scalewright's psychometric core: pure functions, no React, Next or database imports.
 * See README.md in this folder for every formula, range, source and limit.
 */
export { PsychometricInputError } from './errors';

export { contentValidity } from './content-validity';
export type { ContentRatings, ContentValidity } from './content-validity';

export {
  colquittBand,
  colquittCutpoints,
  colquittNormSet,
  COLQUITT_CORRELATION_NORMS,
  COLQUITT_OVERALL_NORMS,
} from './colquitt-bands';
export type { BandCutpoints, ColquittBand, ColquittNormSet, ColquittStatistic } from './colquitt-bands';

export { DEFAULT_THRESHOLDS, resolveThresholds } from './thresholds';
export type { Thresholds } from './thresholds';

export { decide } from './decide';
export type { Decision, DecisionContext, DecisionResult, DecisionScores } from './decide';

export { checkItem, DEFAULT_MAX_GRADE, DEFAULT_MAX_WORDS, ITEM_FLAG_CODES } from './item-checks';
export type { ItemCheckOptions, ItemFlag, ItemFlagCode, Span } from './item-checks';

export { countSyllables, readingGrade } from './readability';

export {
  contentStems,
  DEFAULT_NEAR_DUPLICATE_THRESHOLD,
  findNearDuplicates,
  findNearDuplicatesAgainst,
  stemSimilarity,
} from './near-duplicates';
export type { NearDuplicatePair } from './near-duplicates';

export { EPSILON, formatIndex } from './numbers';
