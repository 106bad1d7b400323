import { getDb } from '@/db/client';
import { buildRunExport } from '@/lib/runs/export';
import { runIdSchema } from '@/lib/runs/ids';
import { exportFileName, scaleCsv } from '@/lib/runs/scale-csv';

export const dynamic = 'force-dynamic';

/** The final scale as CSV: one row per kept item with its metrics. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!runIdSchema.safeParse(id).success) return Response.json({ error: 'Not a valid run id.' }, { status: 404 });
  const exported = await buildRunExport(await getDb(), id);
  if (!exported) return Response.json({ error: 'This run does not exist.' }, { status: 404 });
  return new Response(scaleCsv(exported), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(exported.construct.name, id, 'csv')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
