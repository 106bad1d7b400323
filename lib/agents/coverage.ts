/**
 * Per-call checks added to the agents' schemas: every item answered exactly once, ratings on the
 * construct's scale, one rating set per judge. Their messages go back to the model for correction
 * (lib/llm structured output), so a reply that skips an item is fixed, never filled in by us.
 */
import type { z } from 'zod';
import type { ConstructSpec } from '@/lib/constructs/schema';
import type { ReviewItem } from './panel';

type Ctx = z.RefinementCtx;

export function requireEachOnce(ids: string[], answered: string[], ctx: Ctx, field: string, what = 'itemId') {
  const expected = new Set(ids);
  const seen = new Set<string>();
  answered.forEach((id, index) => {
    if (!expected.has(id)) ctx.addIssue({ code: 'custom', path: [field, index, what], message: `unknown ${what} "${id}"` });
    else if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [field, index, what], message: `${what} "${id}" answered twice` });
    seen.add(id);
  });
  const missing = ids.filter((id) => !seen.has(id));
  if (missing.length) ctx.addIssue({ code: 'custom', path: [field], message: `missing ${what}s: ${missing.join(', ')}` });
}

export function checkContentRatings(
  construct: ConstructSpec,
  items: ReviewItem[],
  judges: number,
  out: { ratings: Array<{ itemId: string; judges: Array<{ target: number; orbiting: number[] }> }> },
  ctx: Ctx,
) {
  requireEachOnce(items.map((i) => i.itemId), out.ratings.map((r) => r.itemId), ctx, 'ratings');
  const anchors = construct.responseScale.anchors;
  out.ratings.forEach((rating, r) => {
    const item = items.find((i) => i.itemId === rating.itemId);
    if (!item) return;
    const orbiting = construct.dimensions[item.dimensionIndex]!.orbiting.length;
    if (rating.judges.length !== judges) {
      ctx.addIssue({ code: 'custom', path: ['ratings', r, 'judges'], message: `expected ${judges} judges, got ${rating.judges.length}` });
    }
    rating.judges.forEach((judge, j) => {
      const where = ['ratings', r, 'judges', j];
      if (judge.target < 1 || judge.target > anchors) ctx.addIssue({ code: 'custom', path: [...where, 'target'], message: `must be 1..${anchors}` });
      if (judge.orbiting.length !== orbiting) {
        ctx.addIssue({ code: 'custom', path: [...where, 'orbiting'], message: `expected ${orbiting} ratings (one per orbiting construct), got ${judge.orbiting.length}` });
      }
      judge.orbiting.forEach((value, k) => {
        if (value < 1 || value > anchors) ctx.addIssue({ code: 'custom', path: [...where, 'orbiting', k], message: `must be 1..${anchors}` });
      });
    });
  });
}
