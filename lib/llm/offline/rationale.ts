import type { ConstructSpec } from '@/lib/constructs/schema';
import { orbitingDefinitions, type Dimension } from './definitions';
import { definitionText } from './similarity';
import { contentTokens, words } from './text';

/**
 * Why an item fits its dimension, in the offline panel's terms: the words it shares with the
 * dimension's definition, and whether it shares telling words with an orbiting construct.
 */
function sharedWords(stem: string, text: string): string[] {
  const wanted = new Set(contentTokens(text));
  const out: string[] = [];
  for (const word of words(stem)) {
    const token = contentTokens(word)[0];
    if (token && token !== 'ai' && wanted.has(token) && !out.includes(word)) out.push(word);
  }
  return out;
}

export function overlapNote(construct: ConstructSpec, dimension: Dimension, stem: string): string {
  const target = sharedWords(stem, definitionText(dimension));
  const orbiting = orbitingDefinitions(construct, dimension)
    .map((orb) => ({ name: orb.name, shared: sharedWords(stem, definitionText(orb)).filter((w) => !target.includes(w)) }))
    .filter((orb) => orb.shared.length > 0);
  const first = target.length
    ? `It uses the wording of the ${dimension.name} definition (${target.slice(0, 5).join(', ')})`
    : `It shares few words with the ${dimension.name} definition, so judges may not see the link`;
  const second = orbiting.length
    ? `; watch the overlap with ${orbiting.map((orb) => `${orb.name} (${orb.shared.slice(0, 3).join(', ')})`).join(' and ')}.`
    : ', and no words specific to its orbiting constructs.';
  return first + second;
}
