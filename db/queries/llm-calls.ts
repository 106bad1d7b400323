/** One row per model call attempt: the cost and reliability record of every run. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../open';
import { llmCalls } from '../schema';

export type LlmCallRow = typeof llmCalls.$inferSelect;

export async function recordLlmCall(db: Db, call: Omit<typeof llmCalls.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
  await db.insert(llmCalls).values(call);
}

export async function listLlmCalls(db: Db, { runId }: { runId: string }): Promise<LlmCallRow[]> {
  return db.select().from(llmCalls).where(eq(llmCalls.runId, runId)).orderBy(asc(llmCalls.createdAt));
}
