/** Short, stable item labels per dimension ("AI Use Anxiety" → "AUA-3") shown on the board. */
import type { ConstructSpec } from '@/lib/constructs/schema';

const SMALL_WORDS = new Set(['of', 'the', 'and', 'to', 'in', 'for', 'at', 'on', 'a', 'an']);

function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  const letters = words.map((w) => w[0]!.toUpperCase()).join('');
  return (letters || 'D').slice(0, 4);
}

/** One prefix per dimension, unique within the construct (falls back to D1, D2… on collisions). */
export function dimensionPrefixes(construct: ConstructSpec): string[] {
  const prefixes = construct.dimensions.map((d) => initials(d.name));
  const unique = new Set(prefixes).size === prefixes.length;
  return unique ? prefixes : construct.dimensions.map((_, i) => `D${i + 1}`);
}

/** The next free label for a dimension, given the labels already used. */
export function nextLabel(prefix: string, used: Iterable<string>): string {
  let max = 0;
  for (const label of used) {
    const match = label.startsWith(`${prefix}-`) ? Number(label.slice(prefix.length + 1)) : NaN;
    if (Number.isInteger(match) && match > max) max = match;
  }
  return `${prefix}-${max + 1}`;
}
