// Builds (when needed) and starts Scalewright on its embedded defaults, then prints the URL.
// Usage: npm run app            (PORT=3000 by default; set DATABASE_URL to use PostgreSQL)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env: process.env });

if (!fs.existsSync('.next/BUILD_ID') || process.argv.includes('--rebuild')) {
  console.log('Building Scalewright (first start only; `npm run app -- --rebuild` to rebuild)…');
  const build = run(['next', 'build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['next', 'start', '-p', port, '-H', host], { stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready|started/i.test(String(chunk))) {
    announced = true;
    const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${process.env.SCALEWRIGHT_DATA_DIR ?? '.data/pglite'}`;
    console.log(`\n  Scalewright is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}\n  Database: ${where}\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
