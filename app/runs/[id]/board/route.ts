import { getDb } from '@/db/client';
import { buildRunBoard } from '@/lib/runs/board';
import { runIdSchema } from '@/lib/runs/ids';

export const dynamic = 'force-dynamic';

/** The run page's data: run, dimensions, rounds and every item with its history. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!runIdSchema.safeParse(id).success) return Response.json({ error: 'Not a valid run id.' }, { status: 404 });
  const board = await buildRunBoard(await getDb(), id);
  if (!board) return Response.json({ error: 'This run does not exist.' }, { status: 404 });
  return Response.json(board, { headers: { 'Cache-Control': 'no-store' } });
}
