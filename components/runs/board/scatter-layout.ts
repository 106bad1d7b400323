/** Geometry of the c/d scatter plot: axis ranges that fit the pool and points that never hide each other. */

export interface PlotPoint {
  label: string;
  c: number;
  d: number;
}

export interface PlacedPoint extends PlotPoint {
  x: number;
  y: number;
}

export interface Domain {
  min: number;
  max: number;
}

const floorTo = (value: number, step: number) => Number((Math.floor(value / step + 1e-9) * step).toFixed(6));

/**
 * The axes: c from at most .60 (or lower, to fit the pool) to 1; d from at most 0 (or lower) to
 * 1. Thresholds always fall inside the plot.
 */
export function plotDomains(points: PlotPoint[], thresholds: { htc: number; htd: number }): { c: Domain; d: Domain } {
  const minC = Math.min(0.6, thresholds.htc - 0.1, ...points.map((p) => p.c - 0.05));
  const minD = Math.min(0, thresholds.htd - 0.1, ...points.map((p) => p.d - 0.05));
  return {
    c: { min: Math.max(0, floorTo(minC, 0.1)), max: 1 },
    d: { min: Math.max(-1, floorTo(minD, 0.1)), max: 1 },
  };
}

export function scale(value: number, domain: Domain, from: number, to: number): number {
  const t = (value - domain.min) / (domain.max - domain.min || 1);
  return from + Math.min(1, Math.max(0, t)) * (to - from);
}

/** Ticks at every `step` within the domain, e.g. .6, .7, … 1. */
export function ticks(domain: Domain, step = 0.1): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(domain.min / step - 1e-9) * step; v <= domain.max + 1e-9; v += step) out.push(Number(v.toFixed(6)));
  return out;
}

/**
 * Places points; items with the same (or nearly the same) position are spread on a small circle
 * around it so each stays visible and clickable.
 */
export function placePoints(
  points: PlotPoint[],
  toX: (d: number) => number,
  toY: (c: number) => number,
  radius = 6,
): PlacedPoint[] {
  const groups = new Map<string, PlotPoint[]>();
  for (const point of points) {
    const key = `${Math.round(toX(point.d) / radius)}:${Math.round(toY(point.c) / radius)}`;
    groups.set(key, [...(groups.get(key) ?? []), point]);
  }
  const placed: PlacedPoint[] = [];
  for (const group of groups.values()) {
    group.forEach((point, i) => {
      const x = toX(point.d);
      const y = toY(point.c);
      if (group.length === 1) {
        placed.push({ ...point, x, y });
        return;
      }
      const angle = (2 * Math.PI * i) / group.length;
      const r = radius * 1.4;
      placed.push({ ...point, x: x + r * Math.cos(angle), y: y + r * Math.sin(angle) });
    });
  }
  return placed;
}
