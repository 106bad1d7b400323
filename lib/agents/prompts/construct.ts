/** How the construct appears in prompts: definitions of the target dimensions and their orbiting constructs. */
import type { ConstructSpec } from '@/lib/constructs/schema';

export function describeConstruct(construct: ConstructSpec): string {
  const dims = construct.dimensions
    .map((d, i) => {
      const orbiting = d.orbiting.map((o, k) => `    ${k + 1}. ${o.name}: ${o.definition}`).join('\n');
      return `${i + 1}. ${d.name}: ${d.definition}\n   Orbiting constructs (items must be distinct from these):\n${orbiting}`;
    })
    .join('\n');
  const scale = construct.responseScale.labels.map((label, i) => `${i + 1} = ${label}`).join(', ');
  return [
    `Construct: ${construct.name}`,
    `Definition: ${construct.definition}`,
    `Target population: ${construct.population}`,
    `Response scale (${construct.responseScale.anchors} points): ${scale}`,
    construct.constraints ? `Constraints from the researcher: ${construct.constraints}` : null,
    `Dimensions:\n${dims}`,
  ]
    .filter(Boolean)
    .join('\n');
}
