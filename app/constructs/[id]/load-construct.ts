import { cache } from 'react';
import { getDb } from '@/db/client';
import { countRunsForConstruct, getConstruct } from '@/db/queries/constructs';
import { isConstructId } from '@/lib/constructs/ids';

/** The construct of a page request with its run count, or null; shared by metadata and page. */
export const loadConstruct = cache(async (id: string) => {
  if (!isConstructId(id)) return null;
  const db = await getDb();
  const row = await getConstruct(db, { id });
  if (!row) return null;
  return { ...row, runCount: await countRunsForConstruct(db, { id }) };
});
