/**
 * The plain-JSON copy of checkpoint metadata kept in `lg_checkpoints.metadata_json`, used only to
 * filter `list()` in SQL. PostgreSQL's jsonb cannot hold the NUL character, so it is removed from
 * every string and key (the exact metadata is stored separately, as serialized bytes).
 */

/** JSON-parsable metadata for filtering: the serializer's own JSON when it produced JSON. */
export function metadataForFilter(type: string, bytes: Uint8Array, metadata: unknown): Record<string, unknown> {
  let json: unknown;
  try {
    json = type === 'json' ? JSON.parse(new TextDecoder().decode(bytes)) : JSON.parse(JSON.stringify(metadata));
  } catch {
    return {};
  }
  const clean = sanitizeJson(json);
  return clean !== null && typeof clean === 'object' && !Array.isArray(clean) ? (clean as Record<string, unknown>) : {};
}

/** A copy of a JSON value without NUL characters in its strings and keys. */
export function sanitizeJson(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(sanitizeJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replaceAll('\u0000', ''), sanitizeJson(v)]));
  }
  return value;
}
