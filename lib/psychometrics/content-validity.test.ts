import { describe, expect, it } from 'vitest';
import { contentValidity } from './content-validity';
import { PsychometricInputError } from './errors';

// Formulas: Colquitt, Sabey, Rodell & Hill (2019), J. Appl. Psychol. 104(10), 1243–1265, who
// express Hinkin & Tracey's (1999) rating approach as
//   htc = mean target rating / a,  htd = mean over judges and orbiting constructs of (t − o) / (a − 1).

describe('contentValidity', () => {
  it('matches a hand computation: 3 judges, 2 orbiting constructs, 7 anchors', () => {
    // target 7, 6, 6 → mean 19/3; htc = 19 / 21 = .9048
    // orbiting A 2, 3, 1 → diffs 5, 3, 5; orbiting B 4, 4, 3 → diffs 3, 2, 3
    // mean diff = (13 + 8) / 6 = 3.5; htd = 3.5 / 6 = .5833
    const r = contentValidity({ anchors: 7, target: [7, 6, 6], orbiting: [[2, 3, 1], [4, 4, 3]] });
    expect(r.htc).toBeCloseTo(19 / 21, 12);
    expect(r.htd).toBeCloseTo(3.5 / 6, 12);
    expect(r.targetMean).toBeCloseTo(19 / 3, 12);
    expect(r.orbitingMeans[0]).toBeCloseTo(2, 12);
    expect(r.orbitingMeans[1]).toBeCloseTo(11 / 3, 12);
    expect(r.htdByOrbiting[0]).toBeCloseTo(13 / 18, 12);
    expect(r.htdByOrbiting[1]).toBeCloseTo(8 / 18, 12);
    expect(r.strongestCompetitor).toBe(1);
  });

  it('reaches the ends of its ranges: htc 1/a..1, htd −1..1', () => {
    const best = contentValidity({ anchors: 7, target: [7, 7], orbiting: [[1, 1]] });
    expect(best.htc).toBe(1);
    expect(best.htd).toBe(1);
    const worst = contentValidity({ anchors: 7, target: [1, 1], orbiting: [[7, 7]] });
    expect(worst.htc).toBeCloseTo(1 / 7, 12);
    expect(worst.htd).toBe(-1);
  });

  it('gives htd = 0 when target and orbiting ratings are equal, and a negative htd when the orbiting construct wins', () => {
    expect(contentValidity({ anchors: 5, target: [3, 4], orbiting: [[3, 4]] }).htd).toBe(0);
    // 5-point scale: diffs −1, −2 → mean −1.5 / 4 = −.375
    expect(contentValidity({ anchors: 5, target: [3, 2], orbiting: [[4, 4]] }).htd).toBeCloseTo(-0.375, 12);
  });

  it('computes a mean that is exactly .83 as .83 (581 / 700) and a d of exactly .35 (21 / 60)', () => {
    // 100 judges: 81 ratings of 6 and 19 of 5 → sum 581 → htc = 581 / 700 = .83
    const target = [...Array(81).fill(6), ...Array(19).fill(5)];
    const orbiting = [Array(100).fill(1)];
    expect(contentValidity({ anchors: 7, target, orbiting }).htc).toBeCloseTo(0.83, 15);
    // 10 judges, target all 6 (60), orbiting nine 4s and one 3 (39): (60 − 39) / (10 · 6) = .35
    const d = contentValidity({ anchors: 7, target: Array(10).fill(6), orbiting: [[...Array(9).fill(4), 3]] }).htd;
    expect(d).toBeCloseTo(0.35, 15);
  });

  it('breaks ties between equally close competitors towards the first', () => {
    expect(contentValidity({ anchors: 7, target: [6, 6], orbiting: [[3, 4], [4, 3], [1, 1]] }).strongestCompetitor).toBe(0);
  });

  it.each([
    [{ anchors: 7, target: [7, 6, 8], orbiting: [[1, 1, 1]] }, 'target[2] = 8 is outside 1..7', 'target[2]'],
    [{ anchors: 7, target: [0, 6], orbiting: [[1, 1]] }, 'target[0] = 0 is outside 1..7', 'target[0]'],
    [{ anchors: 7, target: [6, 5.5], orbiting: [[1, 1]] }, 'target[1] = 5.5 is not a whole number', 'target[1]'],
    [{ anchors: 7, target: [6, 6, 6], orbiting: [[1, 1, 1], [2, 2]] }, 'orbiting[1] has 2 ratings but target has 3 judges', 'orbiting[1]'],
    [{ anchors: 7, target: [6, 6], orbiting: [] }, 'no orbiting construct given', 'orbiting'],
    [{ anchors: 7, target: [], orbiting: [[]] }, 'target has no ratings', 'target'],
    [{ anchors: 7, target: [6, Number.NaN], orbiting: [[1, 1]] }, 'target[1] = NaN is not a rating', 'target[1]'],
    [{ anchors: 7, target: [6, 6], orbiting: [[1, null]] }, 'orbiting[0][1] = null (missing) is not a rating', 'orbiting[0][1]'],
    [{ anchors: 7, target: [6, 6], orbiting: [[1, 9]] }, 'orbiting[0][1] = 9 is outside 1..7', 'orbiting[0][1]'],
    [{ anchors: 1, target: [1], orbiting: [[1]] }, 'anchors = 1 must be a whole number', 'anchors'],
    [{ anchors: 6.5, target: [1], orbiting: [[1]] }, 'anchors = 6.5 must be a whole number', 'anchors'],
    [{ anchors: 7, target: 'x', orbiting: [[1]] }, 'target must be an array', 'target'],
  ])('rejects %j: "%s"', (input, message, field) => {
    let error: unknown;
    try {
      contentValidity(input as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PsychometricInputError);
    expect((error as PsychometricInputError).message).toContain(message);
    expect((error as PsychometricInputError).field).toBe(field);
  });
});
