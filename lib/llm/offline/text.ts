import { stemmer } from 'stemmer';

/**
 * Small text helpers for the offline panel: tokens, stems (with a few synonym groups so that
 * "nervous" and "uneasy", or "useful" and "helps", count as the same idea), and tidy sentences.
 */

const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most my myself no nor not now of off on once one only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours s t may might must shall also oneself someone something like much many way ways seems seem ' +
    'seen sees see to its whose whether either neither rather regardless independent whatever reason own'
  ).split(' '),
);

/** Words that mean the same idea for a naive judge, mapped to one token (checked before stemming). */
const SYNONYMS: Record<string, string> = {};
function group(token: string, words: string): void {
  for (const word of words.split(' ')) SYNONYMS[word] = token;
}
group('help', 'useful usefulness helpful help helps helped helping beneficial benefit benefits productive productivity');
group('unease', 'unease uneasy nervous nervousness anxious anxiety anxieties apprehension apprehensive tense tension uncomfortable discomfort stressed stressful');
group('worry', 'worry worries worried worrying concern concerned concerns fear fears afraid feared fearful');
group('error', 'error errors mistake mistakes wrong faulty');
group('replace', 'replace replaces replaced replacing replacement substitute');
group('job', 'job jobs position positions role roles employment livelihood');
group('secure', 'secure security insecure insecurity safe');
group('threat', 'threat threats threaten threatens threatened threatening danger');
group('human', 'human humans humanlike human-like person people being');
group('personality', 'personality personalities character');
group('personal', 'personal');
group('intent', 'intent intention intentions intends intend intentional');
group('interact', 'interact interacts interacting interaction interactions communicate communicates talk talking responds respond conversation');
group('adapt', 'adapt adapts adapting adaptable adaptability adjust adjusts adjusting cope copes coping flexible');
group('improve', 'improve improves improving improved improvement better');
group('accurate', 'accurate accuracy correct precise right');
group('reliable', 'reliable reliability dependable depend');
group('output', 'output outputs result results answer answers produces produce produced');
group('simple', 'simple simpler easy easier easily effortless');

group('ai', 'ai artificial-intelligence ai-based');

export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/artificial intelligence/g, 'ai')
    .replace(/'s\b/g, '')
    .replace(/n't\b/g, ' not');
}

/** Lower-case word tokens (letters, digits, inner hyphens). */
export function words(text: string): string[] {
  return normaliseText(text).match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];
}

/** Content tokens: stop words dropped, synonyms merged, the rest Porter-stemmed. */
export function contentTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const synonym = SYNONYMS[word];
    if (synonym) {
      out.push(synonym);
      continue;
    }
    if (STOPWORDS.has(word) || word.length < 2) continue;
    for (const part of word.split('-')) if (!STOPWORDS.has(part) && part.length > 1) out.push(stemmer(part));
  }
  return out;
}

/** A comparison key for stems: case, punctuation and spacing do not make an item new. */
export function stemKey(stem: string): string {
  return words(stem).join(' ');
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Capital first letter, single spaces, no space before punctuation, one final period. */
export function tidySentence(text: string): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .trim()
    .replace(/^[,;:\s]+/, '')
    .replace(/[,;:\s]+$/, '');
  out = out.replace(/[.!?]+$/, '');
  if (!out) return out;
  return `${out.charAt(0).toUpperCase()}${out.slice(1)}.`;
}

/** Lower-case the first letter unless the first word is "I", "AI" or another all-caps word. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  if (first === 'I' || /^[A-Z]{2,}/.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
