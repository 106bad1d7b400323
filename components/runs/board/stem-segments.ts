/** The stem cut into plain and flagged pieces, so flagged words can be highlighted in place. */

export interface StemFlag {
  code: string;
  message: string;
  span?: { start: number; end: number };
}

export interface StemSegment {
  text: string;
  /** The flags covering this piece (empty for plain text). */
  flags: StemFlag[];
}

export function stemSegments(stem: string, flags: StemFlag[]): StemSegment[] {
  const spans = flags.filter(
    (flag) => flag.span && flag.span.start >= 0 && flag.span.end <= stem.length && flag.span.start < flag.span.end,
  );
  if (spans.length === 0) return [{ text: stem, flags: [] }];
  const cuts = new Set([0, stem.length]);
  for (const flag of spans) {
    cuts.add(flag.span!.start);
    cuts.add(flag.span!.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: StemSegment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    const covering = spans.filter((flag) => flag.span!.start <= start && flag.span!.end >= end);
    const last = segments.at(-1);
    if (last && last.flags.length === 0 && covering.length === 0) last.text += stem.slice(start, end);
    else segments.push({ text: stem.slice(start, end), flags: covering });
  }
  return segments;
}
