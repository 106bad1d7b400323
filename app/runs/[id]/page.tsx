import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { getRun } from '@/db/queries/runs';
import { buildRunBoard } from '@/lib/runs/board';
import { runIdSchema } from '@/lib/runs/ids';
import { RunView } from '@/components/runs/run-page/run-view';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

const loadRun = cache(async (id: string) => {
  if (!runIdSchema.safeParse(id).success) return null;
  return getRun(await getDb(), { id });
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const run = await loadRun((await params).id);
  return { title: run ? `Run · ${run.constructSpec.name}` : 'Run not found' };
}

export default async function RunPage({ params }: Props) {
  const { id } = await params;
  const run = await loadRun(id);
  if (!run) notFound();
  // The board as it is now, so the page renders complete; the client keeps it live from here.
  const board = await buildRunBoard(await getDb(), run.id);
  if (!board) notFound();
  return <RunView runId={run.id} initialBoard={board} />;
}
