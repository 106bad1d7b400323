/**
 * Limits of the construct format. They are part of the public JSON format (export, import and
 * the headless command), so change them only deliberately.
 */
export const LIMITS = {
  nameMax: 120,
  definitionMax: 2000,
  populationMax: 500,
  labelMax: 60,
  constraintsMax: 4000,
  anchorsMin: 2,
  anchorsMax: 11,
  dimensionsMin: 1,
  dimensionsMax: 12,
  orbitingMin: 2,
  orbitingMax: 10,
} as const;
