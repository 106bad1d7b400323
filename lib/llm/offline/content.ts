import type { CallContext, ContentInput } from '@/lib/agents/panel';
import type { ContentOutput } from '@/lib/agents/schemas';
import { dimensionFor, orbitingDefinitions } from './definitions';
import { checkAborted } from './heuristic';
import { seededJitter } from './seed';
import { createSimilarityModel, type SimilarityModel } from './similarity';
import type { ConstructSpec } from '@/lib/constructs/schema';

/**
 * Content reviewer: each judge rates how well an item matches its target dimension and each
 * orbiting construct, from the lexical similarity of the stem to each definition (and name).
 *
 * A naive judge reads the definitions side by side, so ratings are relative: the best-matching
 * definition gets the top of the scale and the others fall off with their similarity. An item
 * that matches no definition well (below FLOOR) gets low ratings everywhere.
 */
const FLOOR = 0.2;
/** > 1 widens the gap between the best match and the rest, as judges sort items into one bin. */
const CONTRAST = 1.6;

export interface BaseRatings {
  target: number;
  orbiting: number[];
  similarity: { target: number; orbiting: number[] };
}

function toScale(similarity: number, scale: number, anchors: number): number {
  const strength = Math.min(1, similarity / scale) ** CONTRAST;
  return Math.round(1 + (anchors - 1) * strength);
}

/** The ratings before any judge's personal leaning (the same for every judge). */
export function baseRatings(
  construct: ConstructSpec,
  model: SimilarityModel,
  stem: string,
  dimensionName: string,
  dimensionIndex?: number,
): BaseRatings {
  const dim = dimensionFor(construct, dimensionName, dimensionIndex);
  const anchors = construct.responseScale.anchors;
  const target = model.similarity(stem, { name: dim.name, definition: dim.definition });
  const orbiting = orbitingDefinitions(construct, dim).map((orb) => model.similarity(stem, orb));
  const scale = Math.max(FLOOR, target, ...orbiting);
  return {
    target: toScale(target, scale, anchors),
    orbiting: orbiting.map((s) => toScale(s, scale, anchors)),
    similarity: { target, orbiting },
  };
}

const clamp = (value: number, anchors: number) => Math.min(anchors, Math.max(1, value));

export async function offlineContent(input: ContentInput, ctx: CallContext, seed: string): Promise<ContentOutput> {
  checkAborted(ctx.signal);
  const { construct } = input;
  const anchors = construct.responseScale.anchors;
  const model = createSimilarityModel(construct);
  return {
    ratings: input.items.map((item) => {
      const base = baseRatings(construct, model, item.stem, item.dimension, item.dimensionIndex);
      // Judges differ by ±1 here and there, deterministically per run, round, item and judge.
      const lean = (judge: number, slot: number) => seededJitter(seed, ctx.runId, ctx.round, item.itemId, judge, slot);
      return {
        itemId: item.itemId,
        judges: input.judges.map((judge, j) => ({
          judge,
          target: clamp(base.target + lean(j, 0), anchors),
          orbiting: base.orbiting.map((rating, k) => clamp(rating + lean(j, k + 1), anchors)),
        })),
      };
    }),
  };
}
