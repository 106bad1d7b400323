/**
 * Deterministic "randomness" for the offline panel: every choice is a hash of a seed and the
 * ids of the run, round and task at hand, never Math.random, so the same input gives the same
 * output on every machine.
 */

/** 32-bit FNV-1a over the parts joined with a separator no id contains. */
export function hashParts(...parts: Array<string | number>): number {
  const text = parts.join('\u241f');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche so that neighbouring inputs do not give neighbouring hashes.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** A stable pseudo-random order of `items`, keyed by `key(item)` and the seed parts. */
export function seededOrder<T>(items: readonly T[], key: (item: T) => string, ...seed: Array<string | number>): T[] {
  return items
    .map((item, index) => ({ item, index, rank: hashParts(...seed, key(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

/** −1, 0 or +1 (a quarter, a half, a quarter of the time), from the seed parts. */
export function seededJitter(...seed: Array<string | number>): -1 | 0 | 1 {
  const bucket = hashParts(...seed) % 4;
  return bucket === 0 ? -1 : bucket === 3 ? 1 : 0;
}
