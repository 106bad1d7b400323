import { z } from 'zod';

/** Schemas described already (the prompt is built for every call; the schemas are few). */
const described = new WeakMap<z.ZodType, string>();
/** Refined schemas (a base schema plus checks, made per call) and the base whose JSON they ask for. */
const contractOf = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Marks `refined` as `base` with extra checks: the model is asked for the same JSON, so the
 * description of `base` (made once) serves it. Returns `refined`.
 */
export function refinedFrom<T extends z.ZodType>(refined: T, base: z.ZodType): T {
  contractOf.set(refined, base);
  return refined;
}

/** A compact JSON Schema of what the model must return (field descriptions included). */
export function describeSchema(schema: z.ZodType): string {
  const contract = contractOf.get(schema) ?? schema;
  let text = described.get(contract);
  if (text === undefined) {
    const json = z.toJSONSchema(contract, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete json.$schema;
    text = JSON.stringify(json);
    described.set(contract, text);
  }
  return text;
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
