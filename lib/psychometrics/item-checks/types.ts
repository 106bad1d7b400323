export type ItemFlagCode =
  | 'double-barreled'
  | 'negation'
  | 'double-negation'
  | 'absolute'
  | 'vague-quantifier'
  | 'too-long'
  | 'reading-grade'
  | 'leading'
  | 'not-first-person';

/** Character offsets into the stem: `stem.slice(start, end)` is the flagged text. */
export interface Span {
  start: number;
  end: number;
}

/** One automated item-writing flag. At most one flag per code per item. */
export interface ItemFlag {
  code: ItemFlagCode;
  /** What is wrong and why it matters, in plain words. */
  message: string;
  /** Where in the stem, when the flaw is in particular words. */
  span?: Span;
}

export interface ItemCheckOptions {
  /** Longest acceptable item, in words (default 20). */
  maxWords?: number;
  /** Highest acceptable Flesch–Kincaid grade (default 8). */
  maxGrade?: number;
}

export const ITEM_FLAG_CODES: readonly ItemFlagCode[] = [
  'double-barreled',
  'negation',
  'double-negation',
  'absolute',
  'vague-quantifier',
  'too-long',
  'reading-grade',
  'leading',
  'not-first-person',
];
