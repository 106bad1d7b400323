/**
 * Put a definition's wording into the respondent's voice: "the employee sees AI as …" → "I see
 * AI as …", "one's work" → "my work", "useful to oneself" → "useful to me", "their skills" → "my
 * skills" (only when the definition speaks of the respondent as a person).
 */
const PERSON = String.raw`(?:the|an?|each|any)\s+(?:employee|person|individual|respondent|worker|team member|member|user|student|participant|patient|staff member)`;
const SUBJECT_BEFORE = /(^|\b(?:that|when|whether|if|which|where|because|while|how|as)\s+|[,;:]\s+)$/i;
const NOT_VERBS = new Set(['is', 'was', 'has', 'does', 'always', 'thus', 'this', 'its', 'perhaps', 'sometimes', 'less', 'unless', 'across', 'towards', 'toward', 'regardless']);

/** "sees" → "see", "worries" → "worry", "is" → "am", "has" → "have", "does" → "do". */
export function firstPersonVerb(word: string): string {
  const lower = word.toLowerCase();
  if (lower === 'is') return 'am';
  if (lower === 'has') return 'have';
  if (lower === 'does') return 'do';
  if (NOT_VERBS.has(lower) || !/[a-z]s$/.test(lower) || /ss$/.test(lower)) return word;
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(sh|ch|x|z|ss)es$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

export function mentionsPerson(text: string): boolean {
  return new RegExp(`\\b${PERSON}\\b|\\bone's\\b|\\boneself\\b|\\bemployees?'s?\\b|\\bpeople's\\b`, 'i').test(text);
}

export function toFirstPersonText(text: string): string {
  const aboutPerson = mentionsPerson(text);
  let out = text.replace(/’/g, "'");
  out = out.replace(/\bto oneself\b/gi, 'to me').replace(/\boneself\b/gi, 'myself').replace(/\bone's own\b/gi, 'my own');
  out = out.replace(/\bone's\b/gi, 'my');
  out = out.replace(new RegExp(`\\b${PERSON}'s\\b`, 'gi'), 'my');
  // The person as subject ("… that the employee sees …") or object ("… replace the employee").
  out = out.replace(new RegExp(`\\b${PERSON}\\b(\\s+([a-z]+))?`, 'gi'), (match, _rest, next: string | undefined, offset: number) => {
    const before = out.slice(0, offset);
    if (SUBJECT_BEFORE.test(before)) return next ? `I ${firstPersonVerb(next)}` : 'I';
    return next ? `me ${next}` : 'me';
  });
  if (aboutPerson) {
    out = out
      .replace(/\b(their|his or her|his\/her|her or his)\s+own\b/gi, 'my own')
      .replace(/\b(their|his or her|his\/her|her or his)\b/gi, 'my')
      .replace(/\b(them|him or her|him\/her|themselves)\b/gi, (m) => (m.toLowerCase() === 'themselves' ? 'myself' : 'me'))
      .replace(/\bthey\s+are\b/gi, 'I am')
      .replace(/\bthey\b/gi, 'I');
  }
  return out;
}
