/**
 * Channel values and pending writes of a run are mostly its item pool, stored again at every
 * step: large JSON that compresses about tenfold. Values from 1 KB up are stored gzip-compressed
 * (fastest level) with `+gzip` after their serializer type; smaller ones, and rows stored before
 * compression existed, are read as they are.
 */
import { gunzipSync, gzipSync } from 'node:zlib';

export const COMPRESSED = '+gzip';
const MIN_BYTES = 1024;

export function pack([type, bytes]: [string, Uint8Array]): [string, Uint8Array] {
  if (bytes.length < MIN_BYTES) return [type, bytes];
  const packed = gzipSync(bytes, { level: 1 });
  return packed.length < bytes.length ? [`${type}${COMPRESSED}`, new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength)] : [type, bytes];
}

export function unpack(type: string, bytes: Uint8Array): [string, Uint8Array] {
  if (!type.endsWith(COMPRESSED)) return [type, bytes];
  const raw = gunzipSync(bytes);
  return [type.slice(0, -COMPRESSED.length), new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength)];
}
