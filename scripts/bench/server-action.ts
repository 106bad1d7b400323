/**
 * Calls a server action of a running `next start` the way the browser does: a POST to a page
 * that uses it with the `Next-Action` header (its id from the build's server reference manifest)
 * and the arguments as JSON. The reply is React Flight data; callers pick their value out of it.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  workers: Record<string, unknown>;
  exportedName?: string;
  filename?: string;
}

export function findAction(exportedName: string): { id: string; page: string } {
  const file = path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { node: Record<string, ManifestEntry> };
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName !== exportedName) continue;
    const page = Object.keys(entry.workers)[0];
    if (page) return { id, page };
  }
  throw new Error(`server action ${exportedName} is not in the build's manifest`);
}

/** `app/constructs/[id]/run/page` + { id } → `/constructs/<id>/run`. */
export function pagePath(page: string, params: Record<string, string>): string {
  return page
    .replace(/^app/, '')
    .replace(/\/page$/, '')
    .replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export async function callAction(baseUrl: string, action: { id: string; page: string }, params: Record<string, string>, args: unknown[]): Promise<string> {
  const response = await fetch(`${baseUrl}${pagePath(action.page, params) || '/'}`, {
    method: 'POST',
    headers: { 'Next-Action': action.id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`server action answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}
