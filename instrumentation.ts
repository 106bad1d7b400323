/**
 * Runs once when the Next.js server starts: opens the database (applying migrations, taking the
 * PGlite folder lock) so a misconfiguration fails loudly at start instead of on the first page.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server/start');
  await startServer();
}
