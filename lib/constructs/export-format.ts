import type { ConstructSpec } from './schema';

/** The construct in the public JSON format, fields in their documented order (for export). */
export function toPublicJson(spec: ConstructSpec) {
  return {
    name: spec.name,
    definition: spec.definition,
    population: spec.population,
    responseScale: { anchors: spec.responseScale.anchors, labels: [...spec.responseScale.labels] },
    dimensions: spec.dimensions.map((dim) => ({
      name: dim.name,
      definition: dim.definition,
      orbiting: dim.orbiting.map((orb) => ({ name: orb.name, definition: orb.definition })),
    })),
    constraints: spec.constraints,
  };
}

/** Pretty-printed export file content; importing it gives back the same fingerprint. */
export function exportConstructJson(spec: ConstructSpec): string {
  return `${JSON.stringify(toPublicJson(spec), null, 2)}\n`;
}

/** `Attitudes toward AI at Work` → `attitudes-toward-ai-at-work.construct.json`. */
export function constructFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'construct'}.construct.json`;
}
