/**
 * Word tokens with their character offsets in the original string, for item checks that report a
 * `span`. A word is a run of letters/digits, optionally with inner apostrophes (don't, I'm,
 * employees') or inner hyphens (AI-generated, well-being). Curly apostrophes count as straight ones
 * in `lower`; offsets always refer to the original text.
 */
export interface Token {
  /** The word as written. */
  text: string;
  /** Lower-case form with ’ normalised to '. */
  lower: string;
  /** Offset of the first character in the original string. */
  start: number;
  /** Offset one past the last character. */
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    tokens.push({
      text: m[0],
      lower: m[0].toLowerCase().replace(/’/g, "'"),
      start,
      end: start + m[0].length,
    });
  }
  return tokens;
}

/** Characters that end a clause for the purposes of the checks (not inside a word). */
const CLAUSE_PUNCTUATION = /[,;:()!?.\u2013\u2014]/;

/**
 * True when there is clause-ending punctuation between two tokens (e.g. a comma), used to keep a
 * check from linking words that belong to different clauses.
 */
export function punctuationBetween(text: string, a: Token, b: Token): boolean {
  return CLAUSE_PUNCTUATION.test(text.slice(a.end, b.start));
}
