import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { constructSchema, type ConstructInput, type ConstructSpec } from './schema';

/*
 * Fingerprints use @noble/hashes (pure JS, synchronous) rather than node:crypto so that this
 * module, and everything in lib/constructs, also runs in the browser (the construct form).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function stableStringify(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The canonical JSON of a construct: validated with every default applied, strings trimmed,
 * object keys sorted, no whitespace. Equal constructs give equal strings whatever the key order
 * or omitted defaults of the input. Throws a ZodError for an invalid construct.
 */
export function canonicalJson(spec: ConstructInput | ConstructSpec): string {
  return stableStringify(constructSchema.parse(spec) as unknown as Json);
}

/** Hex SHA-256 of `canonicalJson(spec)`: the construct's version identity. */
export function fingerprint(spec: ConstructInput | ConstructSpec): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(spec))));
}

/** The first 12 hex digits, for tables. */
export function shortFingerprint(hex: string): string {
  return hex.slice(0, 12);
}
