import { describe, expect, it } from 'vitest';
import { PsychometricInputError } from '../errors';
import { checkItem } from './check-item';
import { ITEM_FLAG_CODES } from './types';

describe('checkItem', () => {
  it('returns no flags for a well-written item', () => {
    expect(checkItem('I feel confident using AI tools at work')).toEqual([]);
  });

  it('reports several flaws in the fixed code order, at most one flag per code', () => {
    const stem = "Obviously, I don't always trust and never use AI tools";
    const codes = checkItem(stem).map((f) => f.code);
    expect(codes).toEqual([...codes].sort((a, b) => ITEM_FLAG_CODES.indexOf(a) - ITEM_FLAG_CODES.indexOf(b)));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['double-barreled', 'negation', 'absolute', 'leading']));
  });

  it('gives spans that point into the stem', () => {
    const stem = 'I often trust and use AI tools';
    for (const flag of checkItem(stem)) {
      if (!flag.span) continue;
      expect(flag.span.start).toBeGreaterThanOrEqual(0);
      expect(flag.span.end).toBeLessThanOrEqual(stem.length);
      expect(flag.span.end).toBeGreaterThan(flag.span.start);
    }
  });

  it('rejects empty or non-string stems with a named error', () => {
    expect(() => checkItem('')).toThrow(PsychometricInputError);
    expect(() => checkItem('   ?! ')).toThrow('stem is empty');
    expect(() => checkItem(undefined as unknown as string)).toThrow('stem = undefined (missing) is not a string');
  });

  it('rejects bad options', () => {
    expect(() => checkItem('I like AI', { maxWords: 0 })).toThrow('options.maxWords = 0 must be a whole number ≥ 1');
    expect(() => checkItem('I like AI', { maxWords: 2.5 })).toThrow(PsychometricInputError);
    expect(() => checkItem('I like AI', { maxGrade: Number.NaN })).toThrow('options.maxGrade = NaN is not a finite number');
  });
});
