import { describe, expect, it } from 'vitest';
import { extractJsonObject } from './json-reply';

describe('extractJsonObject', () => {
  it('parses a bare object', () => {
    expect(extractJsonObject('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('strips a ```json fence and surrounding prose', () => {
    const reply = 'Here are the ratings:\n```json\n{"items": [{"id": "i1", "score": 4}]}\n```\nLet me know!';
    expect(extractJsonObject(reply)).toEqual({ ok: true, value: { items: [{ id: 'i1', score: 4 }] } });
  });

  it('takes the outermost object and ignores braces inside strings and trailing text', () => {
    const reply = 'Result: {"stem": "I like {curly} braces \\" }", "nested": {"x": [1, {"y": 2}]}} -- done {not json}';
    expect(extractJsonObject(reply)).toEqual({ ok: true, value: { stem: 'I like {curly} braces " }', nested: { x: [1, { y: 2 }] } } });
  });

  it('reports a reply without any object', () => {
    const result = extractJsonObject('I cannot rate these items.');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/no JSON object/);
  });

  it('reports truncated or malformed JSON with the parser message', () => {
    const truncated = extractJsonObject('{"items": [{"id": "i1", "score": 4}');
    expect(truncated.ok).toBe(false);
    expect(!truncated.ok && truncated.error).toMatch(/not valid JSON/);
    const trailingComma = extractJsonObject('{"a": 1,}');
    expect(trailingComma.ok).toBe(false);
  });
});
