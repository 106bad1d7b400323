import { z } from 'zod';

/** Run ids are UUIDs; checking the shape first turns a malformed id into "not found". */
export const runIdSchema = z.guid({ error: 'not a valid run id' });
