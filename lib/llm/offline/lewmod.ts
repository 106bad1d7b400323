import type { CallContext, LewmodInput, LewmodItem } from '@/lib/agents/panel';
import type { LewmodOutput } from '@/lib/agents/schemas';
import { checkAborted, clip, heuristic } from './heuristic';

/**
 * LewMod, the automated senior psychometrician, as rules: it follows the deterministic decision
 * of each item, discards REVISE items that are near-duplicates (rewording one would only bring
 * the twin back), and approves the scale once every dimension has enough kept items.
 */
const NEAR_DUPLICATE = /near[- ]?duplicate/i;

function isNearDuplicate(item: LewmodItem): boolean {
  return item.flags.some((flag) => NEAR_DUPLICATE.test(flag)) || item.reasons.some((reason) => NEAR_DUPLICATE.test(reason));
}

function keptBefore(input: LewmodInput, dimension: string): number {
  const key = Object.keys(input.keptPerDimension).find((name) => name.trim().toLowerCase() === dimension.trim().toLowerCase());
  return key ? input.keptPerDimension[key] : 0;
}

export async function offlineLewmod(input: LewmodInput, ctx: CallContext): Promise<LewmodOutput> {
  checkAborted(ctx.signal);
  let turned = 0;
  const decisions = input.items.map((item) => {
    if (item.decision === 'REVISE' && isNearDuplicate(item)) {
      turned++;
      return {
        itemId: item.itemId,
        action: 'DISCARD' as const,
        note: heuristic('Near-duplicate of another item: rewording it would keep the overlap, so write a different item.', 500),
      };
    }
    const why = item.reasons.length ? item.reasons.join('; ') : 'it meets every threshold';
    const note =
      item.decision === 'KEEP'
        ? `Keep: ${why}.`
        : item.decision === 'REVISE'
          ? `Revise: ${why}.`
          : `Discard: ${why}.`;
    return { itemId: item.itemId, action: item.decision, note: heuristic(note, 500) };
  });

  const perDimension = input.construct.dimensions.map((dim) => {
    const keptNow = input.items.filter(
      (item, i) => decisions[i].action === 'KEEP' && item.dimension.trim().toLowerCase() === dim.name.trim().toLowerCase(),
    ).length;
    return { name: dim.name, kept: keptBefore(input, dim.name) + keptNow };
  });
  const short = perDimension.filter((dim) => dim.kept < input.itemsPerDimension);
  const approve = short.length === 0;

  const count = (action: string) => decisions.filter((d) => d.action === action).length;
  const parts = [
    `LewMod rules, no model: followed the deterministic decision for the ${input.items.length} item(s) of round ${input.round}` +
      ` (${count('KEEP')} keep, ${count('REVISE')} revise, ${count('DISCARD')} discard).`,
    turned ? `${turned} REVISE item(s) flagged as near-duplicates were discarded instead.` : '',
    `Kept per dimension: ${perDimension.map((dim) => `${dim.name} ${dim.kept}/${input.itemsPerDimension}`).join(', ')}.`,
    approve
      ? 'Every dimension has enough kept items: the scale is ready for a pilot study.'
      : `Not approved yet: ${short.map((dim) => dim.name).join(', ')} need${short.length === 1 ? 's' : ''} more kept items.`,
    !approve && input.round >= input.maxRounds ? 'This is the last round, so the best items will be returned with warnings.' : '',
  ];
  return { decisions, rationale: heuristic(clip(parts.filter(Boolean).join(' '), 1990), 2000), approve };
}
