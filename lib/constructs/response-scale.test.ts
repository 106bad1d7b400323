import { describe, it, expect } from 'vitest';
import { defaultLabels, resizeLabels } from './response-scale';

describe('defaultLabels', () => {
  it('gives the classic 7-point agree scale', () => {
    expect(defaultLabels(7)).toEqual([
      'Strongly disagree',
      'Disagree',
      'Somewhat disagree',
      'Neither agree nor disagree',
      'Somewhat agree',
      'Agree',
      'Strongly agree',
    ]);
  });

  it('gives the common 2-, 4- and 5-point scales', () => {
    expect(defaultLabels(2)).toEqual(['Disagree', 'Agree']);
    expect(defaultLabels(4)).toEqual(['Strongly disagree', 'Disagree', 'Agree', 'Strongly agree']);
    expect(defaultLabels(5)).toEqual([
      'Strongly disagree',
      'Disagree',
      'Neither agree nor disagree',
      'Agree',
      'Strongly agree',
    ]);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])('gives %i distinct labels, mirrored around the midpoint', (n) => {
    const labels = defaultLabels(n);
    expect(labels).toHaveLength(n);
    expect(new Set(labels).size).toBe(n);
    labels.forEach((label, i) => {
      const mirror = labels[n - 1 - i];
      if (i === n - 1 - i) expect(label).toBe('Neither agree nor disagree');
      else if (i < n / 2) expect(mirror).toBe(label.replace('disagree', 'agree').replace('Disagree', 'Agree'));
    });
    expect(labels[0].toLowerCase()).toContain('disagree');
    expect(labels[n - 1].toLowerCase()).not.toContain('disagree');
  });

  it.each([1, 12, 0, 6.5, Number.NaN])('refuses %s anchors', (n) => {
    expect(() => defaultLabels(n)).toThrow(RangeError);
  });
});

describe('resizeLabels', () => {
  it('replaces untouched default labels with the defaults of the new size', () => {
    expect(resizeLabels(defaultLabels(7), 5)).toEqual(defaultLabels(5));
  });

  it('keeps custom labels where their position still exists and fills new ones with defaults', () => {
    expect(resizeLabels(['Never', 'Sometimes', 'Always'], 5)).toEqual([
      'Never',
      'Sometimes',
      'Always',
      'Agree',
      'Strongly agree',
    ]);
    expect(resizeLabels(['Never', 'Rarely', 'Sometimes', 'Often', 'Always'], 2)).toEqual(['Never', 'Rarely']);
  });

  it('fills emptied custom labels with the default', () => {
    expect(resizeLabels(['Never', '', 'Always'], 3)).toEqual(['Never', 'Neither agree nor disagree', 'Always']);
  });
});
