import { describe, expect, it } from 'vitest';
import { PsychometricInputError } from './errors';
import {
  contentStems,
  DEFAULT_NEAR_DUPLICATE_THRESHOLD,
  findNearDuplicates,
  findNearDuplicatesAgainst,
  stemSimilarity,
} from './near-duplicates';

describe('contentStems', () => {
  it('drops function words and pronouns, expands contractions and applies the Porter stemmer', () => {
    // Porter (1980): replacing → replac, anxious → anxiou, tools → tool
    expect(contentStems("I'm anxious about AI replacing my tools")).toEqual(['ai', 'anxiou', 'replac', 'tool']);
    expect(contentStems('replace')).toEqual(contentStems('replaced'));
  });
  it('keeps negations so that an item and its negation stay apart', () => {
    expect(contentStems("I don't trust AI")).toEqual(['ai', 'not', 'trust']);
  });
});

describe('stemSimilarity (Jaccard of stemmed content words)', () => {
  it('matches hand computations', () => {
    // {feel, anxiou, ai, replac, job} vs {anxiou, ai, replac, job}: 4 shared / 5 in all = .80
    expect(stemSimilarity('I feel anxious about AI replacing my job', 'I am anxious that AI will replace my job')).toBeCloseTo(0.8, 12);
    // {ai, tool, trust, work} vs {ai, tool, us, work}: 3 / 5 = .60
    expect(stemSimilarity('I trust AI tools at work', 'I use AI tools at work')).toBeCloseTo(0.6, 12);
    // word order and punctuation do not matter
    expect(stemSimilarity('I enjoy using new AI tools at work', 'At work, I enjoy using new AI tools')).toBe(1);
  });
  it('is 0 when a stem has no content words', () => {
    expect(stemSimilarity('I am', 'I am')).toBe(0);
  });
});

describe('findNearDuplicates', () => {
  const pool = [
    'I feel anxious about AI replacing my job', // 0
    'I trust AI tools at work', // 1
    'I am anxious that AI will replace my job', // 2
    'I use AI tools at work', // 3
    'At work, I trust AI tools', // 4
    'I am', // 5: no content words
    'I am', // 6
  ];

  it('returns the pairs at or above the default threshold, most similar first', () => {
    expect(DEFAULT_NEAR_DUPLICATE_THRESHOLD).toBe(0.65);
    const pairs = findNearDuplicates(pool);
    expect(pairs.map(({ a, b }) => [a, b])).toEqual([
      [1, 4], // identical content words: 1.0
      [0, 2], // .80
    ]);
    expect(pairs[0].similarity).toBe(1);
    expect(pairs[1].similarity).toBeCloseTo(0.8, 12);
  });

  it('honours a lower threshold and includes pairs exactly at it', () => {
    const pairs = findNearDuplicates(pool, 0.6);
    expect(pairs.map(({ a, b }) => [a, b])).toEqual([[1, 4], [0, 2], [1, 3], [3, 4]]);
    expect(pairs.every((p, i) => i === 0 || pairs[i - 1].similarity >= p.similarity)).toBe(true);
  });

  it('never pairs stems without content words, and handles empty and single pools', () => {
    expect(findNearDuplicates(['I am', 'I am'])).toEqual([]);
    expect(findNearDuplicates([])).toEqual([]);
    expect(findNearDuplicates(['I trust AI'])).toEqual([]);
  });

  it('compares a pool against earlier items', () => {
    const pairs = findNearDuplicatesAgainst(['I trust AI tools at work', 'I like my team'], ['I am anxious', 'At work, I trust AI tools']);
    expect(pairs).toEqual([{ a: 0, b: 1, similarity: 1 }]);
  });

  it.each([
    [() => findNearDuplicates('x' as never), 'stems must be an array of strings'],
    [() => findNearDuplicates(['a', 3 as never]), 'stems[1] = 3 is not a string'],
    [() => findNearDuplicates(['a'], 0), 'threshold = 0 is outside (0, 1]'],
    [() => findNearDuplicates(['a'], 1.5), 'threshold = 1.5 is outside (0, 1]'],
    [() => findNearDuplicates(['a'], Number.NaN), 'threshold = NaN is not a finite number'],
    [() => findNearDuplicatesAgainst(['a'], [null as never]), 'reference[0] = null (missing) is not a string'],
  ])('%#: rejects bad input: %s', (fn, message) => {
    expect(fn).toThrow(PsychometricInputError);
    expect(fn).toThrow(message);
  });
});
