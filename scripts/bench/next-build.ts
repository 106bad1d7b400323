/**
 * The production build the SSE benchmark runs against: reused when `.next/BUILD_ID` is newer than
 * every source file; otherwise built with `next build`, but never while another build runs (it
 * waits for that one and checks again).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const SOURCES = ['app', 'components', 'lib', 'db', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

/** The newest modification time among the files the build reads (tests excluded). */
export function newestSourceMtime(): number {
  let newest = 0;
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) if (entry !== 'node_modules' && !entry.startsWith('.')) visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`)) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) visit(path.join(ROOT, source));
  return newest;
}

export function buildIsCurrent(): boolean {
  try {
    return fs.statSync(path.join(ROOT, '.next', 'BUILD_ID')).mtimeMs >= newestSourceMtime();
  } catch {
    return false;
  }
}

function buildRunning(): boolean {
  try {
    return execFileSync('pgrep', ['-f', 'next build'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

/** Makes sure a current build exists; returns null when it does, or why it could not. */
export async function ensureBuild(log: (line: string) => void, maxWaitMs = 20 * 60_000): Promise<string | null> {
  const deadline = Date.now() + maxWaitMs;
  while (buildRunning()) {
    if (Date.now() > deadline) return 'another `next build` was still running';
    log('waiting for another `next build` to finish…');
    await new Promise((r) => setTimeout(r, 10_000));
  }
  if (buildIsCurrent()) return null;
  log('building the app (`next build`; .next/BUILD_ID is missing or older than the sources)…');
  const logFile = path.join(ROOT, 'bench-results', 'next-build.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: ROOT, stdio: ['ignore', out, out] });
    child.on('exit', resolve);
  });
  fs.closeSync(out);
  return code === 0 ? null : `next build failed (see ${path.relative(ROOT, logFile)})`;
}
