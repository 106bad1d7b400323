import type { CallContext, MetaInput, ReviewItem } from '@/lib/agents/panel';
import type { MetaOutput } from '@/lib/agents/schemas';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { findBias, neutraliseBias } from './bias';
import { flagsOf } from './checks';
import { dimensionFor, orbitingDefinitions } from './definitions';
import { reviseByChecks } from './fixes';
import { checkAborted, heuristic } from './heuristic';

/**
 * Meta editor: one synthesis per item from the three reviews, and — when the item checks or
 * the bias lexicon flag it — a suggested revision made by the same rules the writer uses.
 */
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const f1 = (value: number) => value.toFixed(1);

function contentSentence(construct: ConstructSpec, item: ReviewItem, input: MetaInput): string {
  const rating = input.content.ratings.find((r) => r.itemId === item.itemId);
  if (!rating || rating.judges.length === 0) return 'No content ratings were given for this item.';
  const anchors = construct.responseScale.anchors;
  const dim = dimensionFor(construct, item.dimension, item.dimensionIndex);
  const orbiting = orbitingDefinitions(construct, dim);
  const target = mean(rating.judges.map((j) => j.target));
  const others = orbiting.map((orb, k) => ({ name: orb.name, mean: mean(rating.judges.map((j) => j.orbiting[k] ?? 1)) }));
  const closest = others.reduce((best, o) => (o.mean > best.mean ? o : best), others[0] ?? { name: 'none', mean: 1 });
  const htc = target / anchors;
  const htd = others.length ? mean(others.map((o) => (target - o.mean) / (anchors - 1))) : 0;
  const base = `Judges rate it ${f1(target)}/${anchors} on ${dim.name} and at most ${f1(closest.mean)}/${anchors} on ${closest.name}`;
  if (htc >= 0.83 && htd >= 0.35) return `${base}: clearly on target.`;
  if (closest.mean >= target) return `${base}: it reads more like ${closest.name} than its own dimension.`;
  if (htd < 0.35) return `${base}: too close to ${closest.name} to tell them apart.`;
  return `${base}: only loosely tied to the ${dim.name} definition.`;
}

function languageSentence(item: ReviewItem, input: MetaInput): string {
  const rating = input.linguistic.ratings.find((r) => r.itemId === item.itemId);
  const bias = input.bias.ratings.find((r) => r.itemId === item.itemId);
  const parts: string[] = [];
  if (rating) {
    const scores = { clarity: rating.clarity, 'negative language': rating.negativeLanguage, readability: rating.readability, grammar: rating.grammar };
    const low = Object.entries(scores).filter(([, v]) => v < 5);
    parts.push(low.length ? `Language: ${low.map(([k, v]) => `${k} ${v}/5`).join(', ')}.` : 'Language: clean on all four criteria.');
  }
  if (bias) parts.push(bias.score >= 5 ? 'Bias: none found.' : `Bias: ${bias.score}/5.`);
  return parts.join(' ');
}

export function suggestRevision(stem: string): { stem: string; how: string } | null {
  const flags = flagsOf(stem);
  let current = stem;
  const how: string[] = [];
  if (flags.length > 0) {
    const outcome = reviseByChecks(stem);
    if (outcome.changes.length > 0) {
      current = outcome.stem;
      how.push(...outcome.changes);
    }
  }
  if (findBias(current).length > 0) {
    const neutral = neutraliseBias(current);
    if (neutral) {
      current = neutral;
      how.push('replaced the biased wording');
    }
  }
  return current === stem ? null : { stem: current, how: how.join('; ') };
}

export async function offlineMeta(input: MetaInput, ctx: CallContext): Promise<MetaOutput> {
  checkAborted(ctx.signal);
  return {
    reviews: input.items.map((item) => {
      const flags = flagsOf(item.stem);
      const hits = findBias(item.stem);
      const suggestion = flags.length > 0 || hits.length > 0 ? suggestRevision(item.stem) : null;
      const flagSentence = flags.length ? `Checks: ${flags.map((f) => f.code).join(', ')}.` : '';
      const advice = suggestion
        ? `Suggested fix: ${suggestion.how}.`
        : flags.length || hits.length
          ? 'No simple rule fixes this wording: replace the item.'
          : '';
      const comment = [contentSentence(input.construct, item, input), languageSentence(item, input), flagSentence, advice]
        .filter(Boolean)
        .join(' ');
      return {
        itemId: item.itemId,
        comment: heuristic(comment, 800),
        ...(suggestion ? { suggestedRevision: suggestion.stem.slice(0, 400) } : {}),
      };
    }),
  };
}
