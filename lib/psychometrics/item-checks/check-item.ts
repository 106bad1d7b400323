import { PsychometricInputError } from '../errors';
import { describe } from '../numbers';
import { tokenize } from '../text/tokenize';
import { checkAbsolute } from './absolute';
import { checkDoubleBarreled } from './double-barreled';
import { checkFirstPerson } from './first-person';
import { checkLeading } from './leading';
import { checkLength } from './length';
import { checkDoubleNegation, checkNegation } from './negation';
import { checkReadingGrade } from './reading-grade';
import type { ItemCheckOptions, ItemFlag } from './types';
import { checkVagueQuantifier } from './vague-quantifier';

export const DEFAULT_MAX_WORDS = 20;
export const DEFAULT_MAX_GRADE = 8;

function resolveOptions(options: ItemCheckOptions | undefined) {
  const maxWords = options?.maxWords ?? DEFAULT_MAX_WORDS;
  const maxGrade = options?.maxGrade ?? DEFAULT_MAX_GRADE;
  if (typeof maxWords !== 'number' || !Number.isInteger(maxWords) || maxWords < 1) {
    throw new PsychometricInputError('options.maxWords', `options.maxWords = ${describe(maxWords)} must be a whole number ≥ 1`);
  }
  if (typeof maxGrade !== 'number' || !Number.isFinite(maxGrade)) {
    throw new PsychometricInputError('options.maxGrade', `options.maxGrade = ${describe(maxGrade)} is not a finite number`);
  }
  return { maxWords, maxGrade };
}

/**
 * Deterministic item-writing checks of one stem (DESIGN.md §4). Returns the flags in a fixed
 * order (double-barreled, negation, double-negation, absolute, vague-quantifier, too-long,
 * reading-grade, leading, not-first-person), at most one per code; [] for a clean item.
 * Throws PsychometricInputError for a non-string or empty stem, or bad options.
 */
export function checkItem(stem: string, options?: ItemCheckOptions): ItemFlag[] {
  if (typeof stem !== 'string') {
    throw new PsychometricInputError('stem', `stem = ${describe(stem)} is not a string`);
  }
  const { maxWords, maxGrade } = resolveOptions(options);
  const tokens = tokenize(stem);
  if (tokens.length === 0) {
    throw new PsychometricInputError('stem', 'stem is empty: there is no item to check');
  }
  const flags = [
    checkDoubleBarreled(stem, tokens),
    checkNegation(tokens),
    checkDoubleNegation(stem, tokens),
    checkAbsolute(stem, tokens),
    checkVagueQuantifier(stem, tokens),
    checkLength(tokens, maxWords),
    checkReadingGrade(stem, maxGrade),
    checkLeading(stem, tokens),
    checkFirstPerson(stem, tokens),
  ];
  return flags.filter((f): f is ItemFlag => f !== null);
}
