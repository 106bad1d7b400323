import { describe, expect, it } from 'vitest';
import type { LewmodInput, LewmodItem } from '@/lib/agents/panel';
import { lewmodOutputSchema } from '@/lib/agents/schemas';
import { offlineLewmod } from './lewmod';
import { ctx, TEAM_SAFETY } from './test-fixtures';

const RISK = 'Interpersonal Risk Taking';
const RESPECT = 'Mutual Respect';

function item(itemId: string, dimension: string, decision: LewmodItem['decision'], extra: Partial<LewmodItem> = {}): LewmodItem {
  return {
    itemId,
    dimension,
    dimensionIndex: TEAM_SAFETY.dimensions.findIndex((d) => d.name === dimension),
    stem: `I feel comfortable asking questions in my team (${itemId}).`,
    decision,
    reasons: decision === 'KEEP' ? [] : [`${decision.toLowerCase()} because of a test reason`],
    htc: 0.9,
    htd: 0.4,
    flags: [],
    ...extra,
  };
}

function input(items: LewmodItem[], kept: Record<string, number>, round = 1): LewmodInput {
  return { construct: TEAM_SAFETY, round, maxRounds: 3, items, keptPerDimension: kept, itemsPerDimension: 2 };
}

describe('offline LewMod', () => {
  it('follows the deterministic decision of every item, with notes labelled heuristic', async () => {
    const items = [item('a', RISK, 'KEEP'), item('b', RISK, 'REVISE'), item('c', RESPECT, 'DISCARD')];
    const out = lewmodOutputSchema.parse(await offlineLewmod(input(items, {}), ctx));
    expect(out.decisions.map((d) => [d.itemId, d.action])).toEqual([['a', 'KEEP'], ['b', 'REVISE'], ['c', 'DISCARD']]);
    expect(out.decisions[1].note).toBe('[heuristic] Revise: revise because of a test reason.');
    expect(out.rationale).toMatch(/^\[heuristic\] LewMod rules, no model/);
  });

  it('discards a REVISE item flagged as a near-duplicate', async () => {
    const items = [item('a', RISK, 'REVISE', { flags: ['near-duplicate'] }), item('b', RISK, 'KEEP', { flags: ['near-duplicate'] })];
    const out = await offlineLewmod(input(items, {}), ctx);
    expect(out.decisions.map((d) => d.action)).toEqual(['DISCARD', 'KEEP']);
    expect(out.decisions[0].note).toMatch(/Near-duplicate/);
    expect(out.rationale).toMatch(/1 REVISE item\(s\) flagged as near-duplicates were discarded/);
  });

  it('approves once every dimension has enough kept or now-kept items, and not before', async () => {
    const items = [item('a', RISK, 'KEEP'), item('b', RESPECT, 'KEEP'), item('c', RESPECT, 'REVISE')];
    const short = await offlineLewmod(input(items, { [RISK]: 1 }), ctx);
    expect(short.approve).toBe(false);
    expect(short.rationale).toMatch(/Mutual Respect needs more kept items/);
    const enough = await offlineLewmod(input(items, { [RISK]: 1, [RESPECT]: 1 }), ctx);
    expect(enough.approve).toBe(true);
    expect(enough.rationale).toMatch(/Interpersonal Risk Taking 2\/2, Mutual Respect 2\/2/);
  });

  it('says so when the last round ends without approval', async () => {
    const out = await offlineLewmod(input([item('a', RISK, 'REVISE')], {}, 3), ctx);
    expect(out.approve).toBe(false);
    expect(out.rationale).toMatch(/last round/);
  });
});
