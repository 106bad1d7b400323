import type { CallContext, ResearchInput } from '@/lib/agents/panel';
import type { ResearchOutput } from '@/lib/agents/schemas';
import type { ConstructSpec } from '@/lib/constructs/schema';
import { orbitingDefinitions } from './definitions';
import { checkAborted, clip, heuristic } from './heuristic';

/**
 * WebSurfer without the web: a summary made of the construct's own definitions, with a plain
 * note that no web research was done, and the definitions' key phrases as facets.
 */
const LEADS = /^(?:(?:the|a|an)\s+)?(?:belief|extent|degree|perception|feelings?|worry|sense|view|tendency|willingness)\s+(?:that|to which|of|to)\s+/i;

/**
 * Short phrases of a definition: split at punctuation and "such as", leads and conjunctions
 * trimmed; a one-word piece of a list ("unease, nervousness or apprehension") joins the next.
 */
export function keyPhrases(definition: string): string[] {
  const out: string[] = [];
  let carry = '';
  for (const raw of definition.split(/[.:;,()]|\s+such as\s+|\s+including\s+/i)) {
    const piece = raw
      .trim()
      .replace(LEADS, '')
      .replace(/^(?:and|or|but|that|as|e\.g\.)\s+/i, '')
      .trim();
    if (!piece) continue;
    const phrase = carry ? `${carry}, ${piece}` : piece;
    const words = phrase.split(/\s+/).filter(Boolean);
    if (words.length === 1) {
      carry = phrase;
      continue;
    }
    carry = '';
    if (words.length <= 14 && !out.includes(phrase)) out.push(phrase);
  }
  return out;
}

function facetsOf(construct: ConstructSpec): string[] {
  const perDimension = construct.dimensions.map((dim) => keyPhrases(dim.definition).map((p) => clip(`${dim.name}: ${p}`, 300)));
  const out: string[] = [];
  // Round robin, so every dimension is represented within the limit of 40.
  for (let i = 0; out.length < 40 && perDimension.some((list) => i < list.length); i++) {
    for (const list of perDimension) if (i < list.length && out.length < 40) out.push(list[i]);
  }
  return out;
}

export async function offlineResearch(input: ResearchInput, ctx: CallContext): Promise<ResearchOutput> {
  checkAborted(ctx.signal);
  const { construct } = input;
  const lines = [
    'No web research was done: the offline panel (no LLM) cannot search or read the literature, so this summary restates the construct’s own definitions.',
    input.results.length
      ? `${input.results.length} search result(s) were passed in but not read; titles: ${input.results.map((r) => r.title).join('; ')}.`
      : '',
    `${construct.name}: ${construct.definition}`,
    `Population: ${construct.population}.`,
    ...construct.dimensions.map((dim, i) => {
      const orbiting = orbitingDefinitions(construct, dim).map((orb) => orb.name);
      return `${i + 1}. ${dim.name}: ${dim.definition}${orbiting.length ? ` Keep distinct from: ${orbiting.join(', ')}.` : ''}`;
    }),
    construct.constraints ? `Constraints: ${construct.constraints}` : '',
  ];
  return { summary: heuristic(lines.filter(Boolean).join('\n'), 6000), facets: facetsOf(construct) };
}
