import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock, DatabaseLockedError } from './pglite-lock';
import { openDatabase } from './open';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function tempDataDir() {
  // The data folder's parent does not exist yet: opening must create it.
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-lock-')), 'nested', 'pglite');
}

/** Starts another process that writes a lock file for `dataDir` the way acquirePgliteLock does. */
async function holdLockInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const lockPath = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  fs.writeFileSync(lockPath, JSON.stringify({ pid: child.pid, since: new Date().toISOString() }));
  return child;
}

describe('PGlite folder lock', () => {
  it('refuses with a clear message while another live process holds the folder', async () => {
    const dataDir = tempDataDir();
    const child = await holdLockInAnotherProcess(dataDir);
    expect(() => acquirePgliteLock(dataDir)).toThrow(DatabaseLockedError);
    expect(() => acquirePgliteLock(dataDir)).toThrow(new RegExp(`in use by another Scalewright process \\(pid ${child.pid}\\)`));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/SCALEWRIGHT_DATA_DIR/);
  });

  it('takes over the lock of a process that died (e.g. SIGKILL)', async () => {
    const dataDir = tempDataDir();
    const child = await holdLockInAnotherProcess(dataDir);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const release = acquirePgliteLock(dataDir);
    expect(JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('opens a PGlite folder whose parent does not exist, keeps data across reopen, and releases the lock on close', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(`create table if not exists lock_probe (v int)`);
    await first.db.execute(`insert into lock_probe values (42)`);
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);
    await first.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const result = (await second.db.execute(`select v from lock_probe`)) as unknown as { rows: Array<{ v: number }> };
    expect(result.rows[0].v).toBe(42);
    await second.close();
  });
});
