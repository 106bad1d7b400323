export type JsonExtraction = { ok: true; value: unknown } | { ok: false; error: string };

const FENCE = /```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)```/;

/** The text between the first `{` and its matching `}`, skipping braces inside strings. */
function outermostObject(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/**
 * Parses a model's reply as one JSON object: strips a ``` fence, takes the outermost object and
 * reports precisely why that failed (no repair: the model is asked to fix its own output).
 */
export function extractJsonObject(reply: string): JsonExtraction {
  const fenced = FENCE.exec(reply);
  const body = fenced ? fenced[1] : reply;
  const candidate = outermostObject(body);
  if (candidate === null) {
    return { ok: false, error: 'The reply contains no JSON object (expected a single object starting with "{").' };
  }
  try {
    return { ok: true, value: JSON.parse(candidate) };
  } catch (error) {
    return { ok: false, error: `The reply is not valid JSON: ${(error as Error).message}.` };
  }
}
