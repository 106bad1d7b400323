/**
 * Word lists shared by the item checks. Kept short and explicit so that a reviewer can see why a
 * word was or was not treated as an adjective, a pronoun, a preposition …
 */

const list = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Common predicate adjectives in attitude items (participles are recognised from the verb lexicon). */
export const ADJECTIVES = list(`
able afraid alert alone angry anxious apprehensive ashamed aware bad bored boring brave busy calm
capable careful certain cheerful clear comfortable competent concerned confident confused content
convenient curious dangerous difficult disappointed eager easy efficient embarrassed enthusiastic
equal excited exciting exhausted fair familiar fast fine flexible free frustrated fun glad good
grateful great happy hard harmful helpful helpless honest hopeful hopeless important impressed
insecure interested interesting irrelevant isolated keen kind lonely loyal lucky meaningful motivated
nervous new normal obsolete old open optimistic overwhelmed painful pessimistic pleased positive
powerful productive proud quick ready reasonable relaxed reliable relieved replaceable respected
responsible rewarding risky sad safe satisfied scared secure sensible simple skeptical sceptical
slow smart stressed stressful strong stupid successful supportive sure suspicious tense threatened
tired transparent trustworthy uncomfortable uneasy unfair unhappy unsafe unsure upset useful useless
valuable valued vulnerable weak welcome wise worried worthless wrong accurate appropriate complex
complicated modern precise relevant effective cheap expensive private personal professional ethical
critical essential practical beneficial crucial natural digital fearful frightening intimidating
threatening overwhelming annoying confusing tedious repetitive enjoyable accessible fair clever
dull rigid intrusive invasive unfair biased neutral fast slow late early willing unwilling
prepared reluctant hesitant
`);

/** Nouns with adjective-like endings, so the suffix rule does not take them for adjectives. */
export const ADJECTIVE_SUFFIX_EXCEPTIONS = list(`
table cable vegetable variable timetable executive objective initiative incentive alternative
representative detective directive perspective motive native relative collective archive
`);

/** Adjective-like suffixes used when a word is not in ADJECTIVES (-ous, -ful, -ive, -able, -ible, -less). */
export const ADJECTIVE_SUFFIX = /(?:ous|ful|ive|able|ible|less)$/;

/** Words ending in -ing that are nouns or prepositions, not verb forms. */
export const ING_NOUNS = list(`
thing things nothing something anything everything morning evening meeting meetings building
buildings ceiling king ring spring string wing during wedding sibling clothing housing funding
setting settings wellbeing well-being being beings feeling feelings earnings savings belongings
surroundings
`);

export const SUBJECT_PRONOUNS = list(`i we you he she they it`);

/** Contractions that carry their own subject ("I'm", "it's"): a new clause starts with them. */
export const SUBJECT_CONTRACTIONS = /^(?:i|we|you|he|she|they|it|there|that)'(?:m|re|s|ve|d|ll)$/;

/** Words that start an object noun phrase right after a verb. */
export const OBJECT_STARTERS = list(`
the a an my our your their his her its this that these those it them me us him new more some any
what how when whether others other everyone people
`);

export const PREPOSITIONS = list(`
about above across after against along among around as at before behind below beneath beside
between beyond by despite down during except for from in inside into like near of off on onto out
outside over past per since than through throughout till to toward towards under until up upon via
with within without
`);

/** Words that open a subordinate clause or an adverbial: an item opening with one has no subject noun phrase at its start. */
export const CLAUSE_OPENERS = list(`
when whenever if because although though while whereas since unless once after before as until
even overall thanks due given compared
`);

/** Adverbs that can sit between a conjunction and the word it coordinates. */
export const LINKING_ADVERBS = list(`also then even still really just further thus so not never sometimes always often usually`);

export const NUMBER_WORDS = list(`
one two three four five six seven eight nine ten eleven twelve twenty hundred thousand once twice
half first second third
`);
