import type { CallContext, TextReviewInput } from '@/lib/agents/panel';
import type { BiasOutput } from '@/lib/agents/schemas';
import { BIAS_EXEMPT, BIAS_LEXICON, type BiasCategory } from './bias-lexicon';
import { checkAborted, heuristic } from './heuristic';
import { tidySentence } from './text';

/**
 * Bias reviewer: 5 (unbiased) minus the severity of every lexicon hit, at least 1. One
 * non-inclusive word ("he/she") gives 4, naming a group the item does not need gives 3, a
 * stereotype 2 or less.
 */
export interface BiasHit {
  text: string;
  category: BiasCategory;
  severity: number;
}

export function findBias(stem: string): BiasHit[] {
  let text = stem;
  for (const exempt of BIAS_EXEMPT) text = text.replace(new RegExp(exempt.source, 'gi'), (m) => ' '.repeat(m.length));
  const hits: BiasHit[] = [];
  // Heavier entries first, so "like a man" is one stereotype rather than also "man".
  const entries = [...BIAS_LEXICON].sort((a, b) => b.severity - a.severity);
  for (const entry of entries) {
    text = text.replace(new RegExp(entry.pattern.source, 'gi'), (match) => {
      hits.push({ text: match, category: entry.category, severity: entry.severity });
      return ' '.repeat(match.length);
    });
  }
  return hits;
}

export function biasScore(hits: BiasHit[]): number {
  return Math.max(1, 5 - hits.reduce((sum, hit) => sum + hit.severity, 0));
}

/** Swap the wording that has a neutral equivalent ("he/she" → "they", "manpower" → "staff"). */
export function neutraliseBias(stem: string): string | null {
  let out = stem;
  for (const entry of BIAS_LEXICON) {
    if (entry.neutral) out = out.replace(new RegExp(entry.pattern.source, 'gi'), entry.neutral);
  }
  if (out === stem) return null;
  // Agreement after "they": "they is" → "they are", "they feels" → "they feel".
  out = out
    .replace(/\bthey (is|was|has|does)\b/gi, (_m, verb: string) => `they ${AGREE[verb.toLowerCase()]}`)
    .replace(/\bthey ([a-z]+[^s])s\b/gi, (_m, verb: string) => `they ${verb}`);
  return tidySentence(out);
}

const AGREE: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };

export function biasComment(hits: BiasHit[]): string {
  if (hits.length === 0) return heuristic('No wording from the bias lexicon (gender, age, religion, race, culture).', 500);
  const list = hits.map((hit) => `"${hit.text.trim()}" (${hit.category}${hit.severity >= 3 ? ', stereotype' : ''})`);
  return heuristic(`Bias lexicon hits: ${list.join(', ')}.`, 500);
}

export async function offlineBias(input: TextReviewInput, ctx: CallContext): Promise<BiasOutput> {
  checkAborted(ctx.signal);
  return {
    ratings: input.items.map((item) => {
      const hits = findBias(item.stem);
      return { itemId: item.itemId, score: biasScore(hits), comment: biasComment(hits) };
    }),
  };
}
