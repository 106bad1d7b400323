import { getDb } from '@/db/client';
import { getRun } from '@/db/queries/runs';
import { runIdSchema } from '@/lib/runs/ids';
import { feedStream, resumeAfter } from '@/lib/runs/feed-stream';

export const dynamic = 'force-dynamic';

/** The run's live feed over Server-Sent Events; reconnects continue after Last-Event-ID. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!runIdSchema.safeParse(id).success) return Response.json({ error: 'Not a valid run id.' }, { status: 404 });
  const db = await getDb();
  if (!(await getRun(db, { id }))) return Response.json({ error: 'This run does not exist.' }, { status: 404 });
  const after = resumeAfter(request.headers.get('last-event-id'), new URL(request.url).searchParams.get('after'));
  return new Response(feedStream(db, id, after, request.signal), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
