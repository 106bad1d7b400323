/** Small statistics for the benchmark's figures. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export const median = (values: number[]) => percentile(values, 50);
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** Least-squares line y = a + b·x with its R². */
export function linearFit(points: Array<[number, number]>): { intercept: number; slope: number; r2: number } {
  const n = points.length;
  const mx = sum(points.map(([x]) => x)) / n;
  const my = sum(points.map(([, y]) => y)) / n;
  const sxx = sum(points.map(([x]) => (x - mx) ** 2));
  const sxy = sum(points.map(([x, y]) => (x - mx) * (y - my)));
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = my - slope * mx;
  const ssTot = sum(points.map(([, y]) => (y - my) ** 2));
  const ssRes = sum(points.map(([x, y]) => (y - intercept - slope * x) ** 2));
  return { intercept, slope, r2: ssTot === 0 ? 1 : 1 - ssRes / ssTot };
}
