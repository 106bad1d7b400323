import { describe, expect, it } from 'vitest';
import { placePoints, plotDomains, scale, ticks } from './scatter-layout';

describe('scatter layout', () => {
  const thresholds = { htc: 0.83, htd: 0.35 };

  it('fits the axes to the pool and always shows the thresholds', () => {
    expect(plotDomains([], thresholds)).toEqual({ c: { min: 0.6, max: 1 }, d: { min: 0, max: 1 } });
    const domains = plotDomains([{ label: 'A', c: 0.42, d: -0.31 }], thresholds);
    expect(domains.c.min).toBeCloseTo(0.3);
    expect(domains.d.min).toBeCloseTo(-0.4);
  });

  it('maps values onto the plot, clamped to its edges', () => {
    expect(scale(0.5, { min: 0, max: 1 }, 0, 200)).toBe(100);
    expect(scale(2, { min: 0, max: 1 }, 0, 200)).toBe(200);
    expect(ticks({ min: 0.6, max: 1 })).toEqual([0.6, 0.7, 0.8, 0.9, 1]);
  });

  it('spreads items with identical indices so every one stays visible', () => {
    const placed = placePoints(
      [
        { label: 'A', c: 0.9, d: 0.5 },
        { label: 'B', c: 0.9, d: 0.5 },
        { label: 'C', c: 0.7, d: 0.1 },
      ],
      (d) => d * 100,
      (c) => 100 - c * 100,
    );
    const [a, b, c] = placed.sort((p, q) => p.label.localeCompare(q.label));
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThan(6);
    expect(c!.x).toBeCloseTo(10);
    expect(c!.y).toBeCloseTo(30);
  });
});
