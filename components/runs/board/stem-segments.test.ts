import { describe, expect, it } from 'vitest';
import { stemSegments } from './stem-segments';

describe('stem segments', () => {
  const stem = 'I always enjoy and value my work.';

  it('returns the stem whole when no flag has a span', () => {
    expect(stemSegments(stem, [{ code: 'too-long', message: 'long' }])).toEqual([{ text: stem, flags: [] }]);
  });

  it('cuts out each flagged span, with overlapping flags on the shared words', () => {
    const absolute = { code: 'absolute', message: 'absolute', span: { start: 2, end: 8 } };
    const barrel = { code: 'double-barreled', message: 'two things', span: { start: 9, end: 24 } };
    const segments = stemSegments(stem, [absolute, barrel]);
    expect(segments.map((s) => s.text).join('')).toBe(stem);
    expect(segments.filter((s) => s.flags.length).map((s) => [s.text, s.flags.map((f) => f.code)])).toEqual([
      ['always', ['absolute']],
      ['enjoy and value', ['double-barreled']],
    ]);
    const nested = stemSegments(stem, [barrel, { code: 'x', message: 'x', span: { start: 15, end: 18 } }]);
    expect(nested.filter((s) => s.flags.length === 2).map((s) => s.text)).toEqual(['and']);
  });

  it('ignores spans outside the stem', () => {
    expect(stemSegments('Short.', [{ code: 'x', message: 'x', span: { start: 3, end: 40 } }])).toEqual([{ text: 'Short.', flags: [] }]);
  });
});
