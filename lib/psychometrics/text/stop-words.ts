/**
 * English function words dropped before comparing stems. Negations ("not", "no", "never") and
 * a few meaning-bearing words are deliberately *kept*, so "I trust AI" and "I do not trust AI"
 * stay apart. Pronouns are dropped: nearly every item says "I"/"my", which says nothing about
 * its content.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has
  have having he her here hers herself him himself his how i if in into is it its itself just me
  more most my myself of off on once only or other our ours ourselves out over own same she should
  so some such than that the their theirs them themselves then there these they this those through
  to too under until up us very was we were what when where which while who whom why will with
  would you your yours yourself yourselves also am i'm i've i'd i'll it's that's there's let's
  may might must shall get gets got`
    .split(/\s+/)
    .filter(Boolean),
);

/** Contractions expanded before stop-word removal so that the negation survives ("don't" → "do not"). */
export function expandContraction(word: string): string[] {
  if (word === "can't" || word === 'cannot') return ['can', 'not'];
  if (word === "won't") return ['will', 'not'];
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  const m = /^(.+)'(?:s|re|ve|d|ll|m)$/.exec(word);
  return m ? [m[1]] : [word];
}
