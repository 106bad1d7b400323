/**
 * A small lexicon of wording that singles out or stereotypes people by gender, age, religion,
 * race or ethnicity, culture or nationality, or disability. Severity: 1 non-inclusive wording
 * ("he/she", "manpower"), 2 naming a group the item does not need to name, 3 a stereotype or a
 * slur. Domain words of work and technology ("work", "job", "AI", "colleague", "team") are not
 * in it, and a few phrases that only look like hits are exempt ("black box", "senior role").
 */
export type BiasCategory = 'gender' | 'age' | 'religion' | 'race or ethnicity' | 'culture or nationality' | 'disability';

export interface BiasEntry {
  pattern: RegExp;
  category: BiasCategory;
  severity: 1 | 2 | 3;
  /** A neutral wording, when a simple swap exists. */
  neutral?: string;
}

const w = (body: string) => new RegExp(`\\b(?:${body})\\b`, 'i');

export const BIAS_LEXICON: readonly BiasEntry[] = [
  { pattern: w('he\\s*/\\s*she|she\\s*/\\s*he|s/he|he or she|she or he'), category: 'gender', severity: 1, neutral: 'they' },
  { pattern: w('his\\s*/\\s*her|his or her|her or his'), category: 'gender', severity: 1, neutral: 'their' },
  { pattern: w('him\\s*/\\s*her|him or her'), category: 'gender', severity: 1, neutral: 'them' },
  { pattern: w('manpower'), category: 'gender', severity: 1, neutral: 'staff' },
  { pattern: w('man-hours|man hours'), category: 'gender', severity: 1, neutral: 'work hours' },
  { pattern: w('chairman|chairmen'), category: 'gender', severity: 1, neutral: 'chair' },
  { pattern: w('businessman|businessmen'), category: 'gender', severity: 1, neutral: 'businessperson' },
  { pattern: w('mankind'), category: 'gender', severity: 1, neutral: 'humanity' },
  { pattern: w('workmen|foreman|salesman|salesmen'), category: 'gender', severity: 1 },
  { pattern: w('guys|ladies|gentlemen|girls|boys'), category: 'gender', severity: 2 },
  { pattern: w('women|woman|men|man|female|females|male|males|mothers?|fathers?|wives|husbands?'), category: 'gender', severity: 2 },
  { pattern: w('he|she|his|him|her|hers|himself|herself'), category: 'gender', severity: 1 },
  { pattern: w('like a girl|like a man|man up|womanly|manly|bossy|hysterical'), category: 'gender', severity: 3 },
  { pattern: w('young people|younger people|youngsters|millennials|boomers|baby boomers|gen ?z|digital natives|kids these days'), category: 'age', severity: 2 },
  { pattern: w('older (?:workers|employees|people|staff|colleagues)|old people|elderly|the aged|seniors|pensioners|younger (?:workers|employees|staff|colleagues)'), category: 'age', severity: 2 },
  { pattern: w('too old|set in their ways|old-fashioned|over the hill|past (?:their|his|her) prime'), category: 'age', severity: 3 },
  { pattern: w('christians?|muslims?|jews|jewish|hindus?|buddhists?|atheists?|catholics?|religious|church|mosque|synagogue|temple|god|prayers?|pray'), category: 'religion', severity: 2 },
  { pattern: w('white people|black people|whites|blacks|asians?|hispanics?|latinos?|latinas?|african(?:-american)?s?|caucasians?|racial|race|ethnic|ethnicity|minorities|minority|people of colou?r'), category: 'race or ethnicity', severity: 2 },
  { pattern: w('foreigners?|immigrants?|migrants?|non-native|native speakers?|expats?|third[- ]world|exotic|illegals?|westerners?|orientals?'), category: 'culture or nationality', severity: 2 },
  { pattern: w('americans?|chinese|indians?|mexicans?|germans?|japanese|russians?|british|french|arabs?|africans?|europeans?'), category: 'culture or nationality', severity: 2 },
  { pattern: w('normal people|our culture|their culture|these people|those people'), category: 'culture or nationality', severity: 3 },
  { pattern: w('disabled|handicapped|crippled?|retarded|crazy|insane|lame|dumb|mentally ill|wheelchair-bound'), category: 'disability', severity: 2 },
];

/** Phrases that contain a lexicon word but are not about people. */
export const BIAS_EXEMPT: readonly RegExp[] = [
  /\bblack[- ]box(es)?\b/i,
  /\bwhite ?paper\b/i,
  /\bwhite ?board\b/i,
  /\bwhite[- ]collar\b/i,
  /\bblue[- ]collar\b/i,
  /\bsenior (role|position|staff|management|manager|engineer|colleague|level)s?\b/i,
  /\bman(?:-| )made\b/i,
];
