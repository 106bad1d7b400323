import { LIMITS } from './limits';

/**
 * Qualifiers for one side of an agree/disagree scale, outermost first, by the number of points
 * on that side. An empty qualifier means the plain word ("Disagree").
 */
const SIDE_QUALIFIERS: Record<number, readonly string[]> = {
  1: [''],
  2: ['Strongly', ''],
  3: ['Strongly', '', 'Somewhat'],
  4: ['Completely', 'Strongly', '', 'Somewhat'],
  5: ['Completely', 'Strongly', '', 'Somewhat', 'Slightly'],
};

const MIDPOINT = 'Neither agree nor disagree';

function sideLabel(qualifier: string, verb: 'disagree' | 'agree'): string {
  return qualifier === '' ? verb[0].toUpperCase() + verb.slice(1) : `${qualifier} ${verb}`;
}

/**
 * Agree/disagree labels for a scale of `anchors` points (2..11), from the most negative to the
 * most positive. Odd counts get the midpoint "Neither agree nor disagree"; 7 gives the classic
 * Strongly disagree … Strongly agree scale.
 */
export function defaultLabels(anchors: number): string[] {
  if (!Number.isInteger(anchors) || anchors < LIMITS.anchorsMin || anchors > LIMITS.anchorsMax) {
    throw new RangeError(
      `anchors must be a whole number from ${LIMITS.anchorsMin} to ${LIMITS.anchorsMax}, got ${anchors}`,
    );
  }
  const perSide = Math.floor(anchors / 2);
  const qualifiers = SIDE_QUALIFIERS[perSide];
  const disagree = qualifiers.map((q) => sideLabel(q, 'disagree'));
  const agree = [...qualifiers].reverse().map((q) => sideLabel(q, 'agree'));
  return anchors % 2 === 1 ? [...disagree, MIDPOINT, ...agree] : [...disagree, ...agree];
}

export const DEFAULT_ANCHORS = 7;

/**
 * Labels for a scale that changes from `previous.length` to `anchors` points, as a form would
 * want it: unchanged default labels become the new defaults; custom labels keep their position
 * where it still exists and the new positions take the default label.
 */
export function resizeLabels(previous: readonly string[], anchors: number): string[] {
  const next = defaultLabels(anchors);
  const wasDefault =
    previous.length >= LIMITS.anchorsMin &&
    previous.length <= LIMITS.anchorsMax &&
    defaultLabels(previous.length).every((label, i) => label === previous[i]);
  if (wasDefault) return next;
  return next.map((fallback, i) => (i < previous.length && previous[i].trim() !== '' ? previous[i] : fallback));
}
