/** Negation words, negative-prefix words and negative verbs for the negation checks. */

const list = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Words that negate on their own (contractions ending in n't are recognised separately). */
export const NEGATORS = list(`not no never none nothing nobody neither nor cannot nowhere`);

/** "n't" contractions: don't, isn't, can't, won't … */
export const NT_CONTRACTION = /n't$/;

/**
 * Words whose meaning is already negative. After a negator they make a double negative
 * ("not unhappy", "don't disagree", "never fail to"). Listed rather than guessed from un-/dis-/in-
 * prefixes, which would also catch "under", "interesting" or "display".
 */
export const NEGATIVE_WORDS = list(`
unhappy unlikely uncomfortable unwilling unable unfair unclear unimportant unnecessary unsure
unaware unreasonable unusual unhelpful unreliable unsafe unprepared uninterested unconcerned
unsatisfied unproductive uncommon unconvinced unacceptable unaffected unknown unfamiliar untrue
unwelcome unwise dissatisfied disagree disagrees dislike dislikes distrust distrusts disapprove
disapproves impossible inappropriate incapable insecure irrelevant incorrect ineffective
inefficient inadequate illogical irrational impatient insignificant invalid
fail fails failed lack lacks lacked refuse refuses refused deny denies denied reject rejects
rejected oppose opposes opposed avoid avoids avoided prevent prevents prevented doubt doubts
doubted without hardly barely
`);
