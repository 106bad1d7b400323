import { getDatabase } from '@/db/client';

/** Server start-up: database first; later steps (resuming runs) hang off this. */
export async function startServer() {
  const database = await getDatabase();
  console.log(`[scalewright] database ready (${database.kind})`);
}
