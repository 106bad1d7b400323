import type { Metadata } from 'next';
import { getDb } from '@/db/client';
import { listConstructs } from '@/db/queries/constructs';
import { EmptyLibrary } from '@/components/constructs/empty-library';
import { LibraryHeader } from '@/components/constructs/library-header';
import { LibraryTable } from '@/components/constructs/library-table';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Constructs' };

export default async function ConstructsPage() {
  const constructs = await listConstructs(await getDb());
  return (
    <div className="space-y-6">
      <LibraryHeader count={constructs.length} />
      {constructs.length === 0 ? <EmptyLibrary /> : <LibraryTable constructs={constructs} />}
    </div>
  );
}
