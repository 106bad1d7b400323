import { replaceWords, tidy, wordPattern } from './words';

/**
 * Replace absolute and vague quantifiers. An absolute ("always", "all", "every") makes nearly
 * everyone disagree; a vague one ("often", "many") means different amounts to different
 * people. Most can simply go ("I always feel anxious" → "I feel anxious"); a few need a word in
 * their place. Returns null when the item's sense hangs on the quantifier ("never", "none").
 */
const ABSOLUTES: Record<string, string> = {
  always: '',
  'all the time': '',
  'at all times': '',
  'every time': '',
  completely: '',
  totally: '',
  entirely: '',
  absolutely: '',
  'all of the': 'the',
  'all of my': 'my',
  'all of': '',
  all: '',
  every: 'each',
  everyone: 'people',
  everybody: 'people',
  everything: 'most things',
  any: 'a new',
};
const NO_RULE = ['never', 'none', 'nothing', 'nobody', 'no one', 'nowhere'];

const VAGUE: Record<string, string> = {
  often: '',
  sometimes: '',
  usually: '',
  frequently: '',
  occasionally: '',
  rarely: '',
  seldom: '',
  generally: '',
  regularly: '',
  typically: '',
  'most of the': 'the',
  'most of my': 'my',
  'many of the': 'the',
  'many of my': 'my',
  'a lot of': '',
  'lots of': '',
  'a few': '',
  'quite a few': '',
  several: '',
  many: '',
  most: '',
  few: '',
  some: '',
};

function replaceQuantifiers(stem: string, map: Record<string, string>): string | null {
  if (NO_RULE.some((word) => wordPattern(word).test(stem))) return null;
  const out = tidy(replaceWords(stem, map));
  return out.split(/\s+/).length >= 3 ? out : null;
}

export function dropAbsolutes(stem: string): string | null {
  return replaceQuantifiers(stem, ABSOLUTES);
}

export function dropVagueQuantifiers(stem: string): string | null {
  // "more" and "most" as comparatives ("the most useful") are not quantities: keep them.
  const map = /\bthe most\b/i.test(stem) ? { ...VAGUE, most: 'most' } : VAGUE;
  return replaceQuantifiers(stem, map);
}
