import { getDb } from '@/db/client';
import { buildRunExport } from '@/lib/runs/export';
import { runIdSchema } from '@/lib/runs/ids';
import { exportFileName } from '@/lib/runs/scale-csv';

export const dynamic = 'force-dynamic';

/** The whole run as JSON: construct, settings, rounds, every item with its history, LLM cost. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!runIdSchema.safeParse(id).success) return Response.json({ error: 'Not a valid run id.' }, { status: 404 });
  const exported = await buildRunExport(await getDb(), id);
  if (!exported) return Response.json({ error: 'This run does not exist.' }, { status: 404 });
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(exported.construct.name, id, 'json')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
