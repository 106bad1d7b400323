/**
 * PGlite has no lock between processes: two processes opening one data folder silently lose
 * writes. This module takes an exclusive lock file beside the folder (`<dir>.lock`, created with
 * O_EXCL) holding the owner's pid, refuses with a clear message while a live process holds it,
 * and takes over a lock whose process is gone (e.g. after SIGKILL).
 */
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database folder ${dataDir} is in use by another Scalewright process (pid ${ownerPid}). ` +
        `Stop that process first, or point this one at another folder with SCALEWRIGHT_DATA_DIR, ` +
        `or use PostgreSQL with DATABASE_URL.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock for `dataDir` and returns a function that releases it. */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          const owner = readOwner(lockPath);
          if (owner === process.pid) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DatabaseLockedError(dataDir, owner);
      // Stale (owner gone), unreadable (a crash mid-write), or our own pid from an earlier life
      // of this process id: remove it and try again.
      try {
        fs.unlinkSync(lockPath);
      } catch {
        /* someone else removed it first */
      }
    }
  }
  throw new Error(`Could not take the lock ${lockPath}; remove it if no Scalewright process is running.`);
}

function readOwner(lockPath: string): number | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid?: unknown };
    return typeof parsed.pid === 'number' ? parsed.pid : null;
  } catch {
    return null;
  }
}
