import type { Token } from '../text/tokenize';
import type { ItemFlag } from './types';

/**
 * Too long: more than `maxWords` words (default 20). Long stems load working memory and usually
 * hide a second idea. Words are counted as runs of letters/digits; contractions ("don't") and
 * hyphenated words ("AI-based") count once.
 */
export function checkLength(tokens: Token[], maxWords: number): ItemFlag | null {
  if (tokens.length <= maxWords) return null;
  return {
    code: 'too-long',
    message:
      `${tokens.length} words, more than ${maxWords}: long items are harder to read and to keep in mind while ` +
      'answering, and often hide a second idea; shorten it.',
  };
}
