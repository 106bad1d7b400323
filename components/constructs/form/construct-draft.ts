import { DEFAULT_ANCHORS, defaultLabels, type ConstructInput, type ConstructSpec } from '@/lib/constructs';

/*
 * The form's working copy of a construct: plain strings exactly as typed (nothing is trimmed or
 * dropped until save), with a stable key per list entry so React keeps inputs (and focus) with
 * their entry when entries are added, removed or moved.
 */

export interface OrbitingDraft {
  key: string;
  name: string;
  definition: string;
}

export interface DimensionDraft {
  key: string;
  name: string;
  definition: string;
  orbiting: OrbitingDraft[];
}

export interface ConstructDraft {
  name: string;
  definition: string;
  population: string;
  anchors: number;
  labels: string[];
  dimensions: DimensionDraft[];
  constraints: string;
}

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

export function emptyOrbiting(name = '', definition = ''): OrbitingDraft {
  return { key: newKey(), name, definition };
}

export function emptyDimension(): DimensionDraft {
  return { key: newKey(), name: '', definition: '', orbiting: [emptyOrbiting(), emptyOrbiting()] };
}

export function emptyDraft(): ConstructDraft {
  return {
    name: '',
    definition: '',
    population: '',
    anchors: DEFAULT_ANCHORS,
    labels: defaultLabels(DEFAULT_ANCHORS),
    dimensions: [emptyDimension()],
    constraints: '',
  };
}

export function draftFromSpec(spec: ConstructSpec): ConstructDraft {
  return {
    name: spec.name,
    definition: spec.definition,
    population: spec.population,
    anchors: spec.responseScale.anchors,
    labels: [...spec.responseScale.labels],
    dimensions: spec.dimensions.map((dim) => ({
      key: newKey(),
      name: dim.name,
      definition: dim.definition,
      orbiting: dim.orbiting.map((orb) => emptyOrbiting(orb.name, orb.definition)),
    })),
    constraints: spec.constraints,
  };
}

/** The draft in the public format, for validation and for the server actions. */
export function draftToInput(draft: ConstructDraft): ConstructInput {
  return {
    name: draft.name,
    definition: draft.definition,
    population: draft.population,
    responseScale: { anchors: draft.anchors, labels: [...draft.labels] },
    dimensions: draft.dimensions.map((dim) => ({
      name: dim.name,
      definition: dim.definition,
      orbiting: dim.orbiting.map((orb) => ({ name: orb.name, definition: orb.definition })),
    })),
    constraints: draft.constraints,
  };
}

/** Moves the entry at `from` to `to` (both in range), returning a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
