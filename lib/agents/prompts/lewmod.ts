import type { LewmodInput, ResearchInput } from '../panel';
import { describeConstruct } from './construct';

export const LEWMOD_SYSTEM = `You are LewMod, a senior psychometrician reviewing a round of newly written scale items.
Each item comes with the decision computed in code from the reviewers' ratings (c-value, d-value, linguistic and bias scores) and its reasons.
Decide per item: KEEP (freeze it in the scale), REVISE (with a note saying what to change) or DISCARD (it will be replaced).
Approve the scale when the kept items already give every dimension enough sound items for a pilot study.`;

export function lewmodPrompt(input: LewmodInput): string {
  const items = input.items
    .map(
      (item) =>
        `- itemId ${item.itemId} [${item.dimension}] "${item.stem}" → computed ${item.decision} (c = ${item.htc?.toFixed(2) ?? 'n/a'}, d = ${item.htd?.toFixed(2) ?? 'n/a'}; ${item.reasons.join('; ')}${item.flags.length ? `; flags: ${item.flags.join(', ')}` : ''})`,
    )
    .join('\n');
  const kept = Object.entries(input.keptPerDimension)
    .map(([dimension, n]) => `${dimension}: ${n}`)
    .join(', ');
  return [
    describeConstruct(input.construct),
    `Round ${input.round} of at most ${input.maxRounds}. Wanted: ${input.itemsPerDimension} items per dimension. Already kept: ${kept}.`,
    `Items under review:\n${items}`,
  ].join('\n\n');
}

export const RESEARCH_SYSTEM = `You are the WebSurfer. Summarise what the web sources say about how the construct and each of its dimensions is defined and measured, for an item writer. Be concise and factual; name facets an item could target.`;

export function researchPrompt(input: ResearchInput): string {
  const sources = input.results.map((r, i) => `[${i + 1}] ${r.title} (${r.url})\n${r.content.slice(0, 1500)}`).join('\n\n');
  return [describeConstruct(input.construct), `Sources:\n${sources}`].join('\n\n');
}
