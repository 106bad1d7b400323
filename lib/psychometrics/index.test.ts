import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API of lib/psychometrics', () => {
  it('exports the functions named in issue 3', () => {
    for (const name of ['contentValidity', 'colquittBand', 'decide', 'checkItem', 'readingGrade', 'findNearDuplicates']) {
      expect(typeof (api as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(api.DEFAULT_THRESHOLDS.htc).toBe(0.83);
    expect(new api.PsychometricInputError('x', 'y')).toBeInstanceOf(Error);
  });

  it('works end to end: ratings → indices → band → decision', () => {
    const cv = api.contentValidity({ anchors: 7, target: [7, 6, 6], orbiting: [[2, 3, 1], [4, 4, 3]] });
    expect(api.colquittBand('htd', cv.htd)).toBe('very strong'); // .58
    const names = ['Job Satisfaction', 'Job Insecurity'];
    const r = api.decide(
      { htc: cv.htc, htd: cv.htd, linguistic: [5, 5, 4, 5], bias: 5 },
      undefined,
      { strongestCompetitorName: names[cv.strongestCompetitor] },
    );
    expect(r.decision).toBe('KEEP');
    expect(r.reasons[0]).toMatch(/^c = \.90 ≥ \.83/);
  });
});
