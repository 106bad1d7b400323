import { getDb } from '@/db/client';
import { getConstruct } from '@/db/queries/constructs';
import { constructFileName, exportConstructJson } from '@/lib/constructs/export-format';
import { isConstructId } from '@/lib/constructs/ids';

export const dynamic = 'force-dynamic';

/** Downloads a construct in the public JSON format, ready to import again. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const row = isConstructId(id) ? await getConstruct(await getDb(), { id }) : null;
  if (!row) {
    return Response.json({ error: 'Construct not found' }, { status: 404 });
  }
  return new Response(exportConstructJson(row.spec), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${constructFileName(row.spec.name)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
