/**
 * Runs one benchmark section in its own process (clean memory figures, no warm caches from other
 * sections) and prints its result as one `BENCH_RESULT {json}` line.
 *   tsx scripts/bench/section.ts <cost|critical|overhead-24|overhead-96|overhead-384|concurrency|sse> <pglite|postgres>
 * PostgreSQL sections work in a fresh database on BENCH_DATABASE_URL's server, dropped afterwards.
 */
import { openDatabase, type Database } from '@/db/open';
import { createPostgresTestDatabase } from '@/db/testing';
import { concurrencySection } from './sections/concurrency';
import { costSection } from './sections/cost';
import { criticalPathSection } from './sections/critical-path';
import { SECTION_PREFIX } from './section-prefix';
import { overheadSection, POOLS } from './sections/overhead';
import { sseSection } from './sections/sse';


async function open(kind: string): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  return createPostgresTestDatabase(url);
}

async function main() {
  const [name = '', kind = 'pglite'] = process.argv.slice(2);
  if (name === 'sse') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE_URL is not set');
    console.log(`${SECTION_PREFIX}${JSON.stringify(await sseSection(url, (line) => console.error(line)))}`);
    return;
  }
  const database = await open(kind);
  try {
    let result: unknown;
    if (name === 'cost') result = await costSection(database);
    else if (name === 'critical') result = await criticalPathSection(database);
    else if (name.startsWith('overhead-')) {
      const pool = POOLS.find((p) => `overhead-${p.items}` === name);
      if (!pool) throw new Error(`unknown pool ${name}`);
      result = await overheadSection(database, pool);
    } else if (name === 'concurrency') result = await concurrencySection(database);
    else throw new Error(`unknown section ${name}`);
    console.log(`${SECTION_PREFIX}${JSON.stringify(result)}`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
