/** Word-level helpers for the revision rules: replace whole words, keep the sentence tidy. */
import { tidySentence } from '../text';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive whole-word pattern for a phrase (spaces match any whitespace). */
export function wordPattern(phrase: string, flags = 'gi'): RegExp {
  const body = phrase
    .split(/\s+/)
    .map((part) => escapeRegExp(part).replace(/'/g, "['’]"))
    .join('\\s+');
  return new RegExp(`\\b${body}\\b`, flags);
}

/** Replace each key (a word or phrase) by its value, whole words only. */
export function replaceWords(text: string, map: Readonly<Record<string, string>>): string {
  let out = text;
  // Longest phrases first, so "a lot of" is replaced before "lot".
  for (const key of Object.keys(map).sort((a, b) => b.length - a.length)) {
    out = out.replace(wordPattern(key), map[key]);
  }
  return out;
}

/** Third person singular of a base verb: help → helps, worry → worries, do → does. */
export function thirdPerson(verb: string): string {
  if (verb === 'be') return 'is';
  if (verb === 'have') return 'has';
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Tidy a stem after words were removed: spacing, capital letter, a final period. */
export function tidy(text: string): string {
  return tidySentence(text.replace(/\(\s*\)/g, ''));
}
