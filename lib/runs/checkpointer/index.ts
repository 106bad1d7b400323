/**
 * Durable LangGraph checkpoints in the app's database (DESIGN.md §6). A run's LangGraph thread id
 * is the run id, so deleting a run (or its construct) must also delete its checkpoints.
 */
import type { Db } from '@/db/open';
import { DrizzleSaver } from './drizzle-saver';
import { deleteThreadRows } from './storage';

export { DrizzleSaver } from './drizzle-saver';

/** A checkpointer on this database; cheap, holds no connection of its own. */
export function createCheckpointer(db: Db): DrizzleSaver {
  return new DrizzleSaver(db);
}

/** Deletes every checkpoint and pending write of a thread (a run id); safe to call twice. */
export async function deleteRunCheckpoints(db: Db, threadId: string): Promise<void> {
  await deleteThreadRows(db, threadId);
}
