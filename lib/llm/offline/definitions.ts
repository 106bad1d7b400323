import { AAAW_PRESET } from '@/lib/constructs/presets';
import type { ConstructSpec, DimensionSpec } from '@/lib/constructs/schema';

/** The offline panel's view of a construct: names and definitions it can compare items with. */
export interface Definition {
  name: string;
  definition: string;
}

export type Dimension = DimensionSpec;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findDimension(construct: ConstructSpec, name: string): Dimension | undefined {
  return construct.dimensions.find((dim) => same(dim.name, name));
}

/** The dimension an item belongs to: by index when it matches, else by name, else the first. */
export function dimensionFor(construct: ConstructSpec, name: string, index?: number): Dimension {
  const byIndex = index !== undefined ? construct.dimensions[index] : undefined;
  if (byIndex && same(byIndex.name, name)) return byIndex;
  return findDimension(construct, name) ?? byIndex ?? construct.dimensions[0];
}

/**
 * The orbiting constructs of a dimension with their definitions. An orbiting construct that is
 * another dimension of the construct (same name) is compared with that dimension's definition.
 */
export function orbitingDefinitions(construct: ConstructSpec, dimension: Dimension): Definition[] {
  return dimension.orbiting.map((orb) => {
    const sibling = findDimension(construct, orb.name);
    return { name: orb.name, definition: sibling?.definition || orb.definition || '' };
  });
}

/** Every distinct definition of the construct: its dimensions and their orbiting constructs. */
export function allDefinitions(construct: ConstructSpec): Definition[] {
  const out: Definition[] = [];
  const add = (def: Definition) => {
    if (!out.some((known) => same(known.name, def.name))) out.push(def);
  };
  for (const dim of construct.dimensions) add({ name: dim.name, definition: dim.definition });
  for (const dim of construct.dimensions) for (const orb of orbitingDefinitions(construct, dim)) add(orb);
  return out;
}

const AAAW_DIMENSIONS = AAAW_PRESET.dimensions.map((dim) => dim.name);

/**
 * The AAAW preset (or an edited copy of it) is recognised by its dimension names: at least three
 * of the six, so a construct that merely shares one name is not taken for it.
 */
export function isAaaw(construct: ConstructSpec): boolean {
  const known = construct.dimensions.filter((dim) => isAaawDimension(dim.name)).length;
  return known >= 3;
}

export function isAaawDimension(name: string): boolean {
  return AAAW_DIMENSIONS.some((known) => same(known, name));
}
