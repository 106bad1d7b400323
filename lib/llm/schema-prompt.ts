import { z } from 'zod';

/** A compact JSON Schema of what the model must return (field descriptions included). */
export function describeSchema(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return JSON.stringify(json);
}

/** Appended to an agent's system prompt: the output contract. */
export function jsonInstructions(schema: z.ZodType): string {
  return [
    'Respond with a single JSON object and nothing else: no prose, no Markdown, no code fences.',
    'It must validate against this JSON Schema:',
    describeSchema(schema),
  ].join('\n');
}

/** The follow-up message after an unusable reply: the exact problems, then the contract again. */
export function correctionMessage(problems: string[]): string {
  return [
    'Your previous reply could not be used:',
    ...problems.map((p) => `- ${p}`),
    'Reply again with the complete corrected JSON object only, fixing every problem listed above.',
  ].join('\n');
}
