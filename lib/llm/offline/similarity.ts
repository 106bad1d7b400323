import type { ConstructSpec } from '@/lib/constructs/schema';
import { contentTokens } from './text';
import { allDefinitions, type Definition } from './definitions';

/**
 * TF-IDF cosine similarity between an item and the definitions of a construct. The document
 * set is the construct's own definitions (dimensions and orbiting constructs), so words every
 * definition shares ("AI", "work") weigh little and the words that tell definitions apart
 * weigh most — the cue a naive judge also uses.
 */
export interface SimilarityModel {
  similarity(text: string, definition: Definition): number;
}

type Vector = Map<string, number>;

function counts(tokens: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const token of tokens) out.set(token, (out.get(token) ?? 0) + 1);
  return out;
}

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [token, weight] of a) {
    na += weight * weight;
    const other = b.get(token);
    if (other) dot += weight * other;
  }
  for (const weight of b.values()) nb += weight * weight;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** The name counts twice: it is the label a judge reads first. */
export function definitionText(def: Definition): string {
  return `${def.name}. ${def.name}. ${def.definition}`;
}

export function createSimilarityModel(construct: ConstructSpec): SimilarityModel {
  const docs = allDefinitions(construct).map((def) => new Set(contentTokens(definitionText(def))));
  const n = docs.length;
  const idf = (token: string) => {
    const df = docs.filter((doc) => doc.has(token)).length;
    return Math.log((n + 1) / (df + 1)) + 1;
  };
  const vectorCache = new Map<string, Vector>();
  const vector = (text: string): Vector => {
    const cached = vectorCache.get(text);
    if (cached) return cached;
    const out: Vector = new Map();
    for (const [token, tf] of counts(contentTokens(text))) out.set(token, (1 + Math.log(tf)) * idf(token));
    vectorCache.set(text, out);
    return out;
  };
  return {
    similarity: (text, def) => cosine(vector(text), vector(definitionText(def))),
  };
}
