import { z } from 'zod';

/**
 * Construct ids are UUIDs (the database's uuid column). Checking the shape before a query turns a
 * malformed id into "not found" instead of a database error.
 */
export const constructIdSchema = z.guid({ error: 'not a valid construct id' });

export function isConstructId(value: unknown): value is string {
  return constructIdSchema.safeParse(value).success;
}
