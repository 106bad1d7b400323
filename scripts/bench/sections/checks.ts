/** The item-checks and near-duplicate speed for 500 stems: scripts/bench-psychometrics.ts, called as is. */
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface ChecksResult {
  stems: number;
  reps: number;
  checkItemMs: { median: number; p95: number; cold: number };
  findNearDuplicatesMs: { median: number; p95: number; cold: number };
}

export function checksSection(): Promise<ChecksResult> {
  const script = path.join(process.cwd(), 'scripts', 'bench-psychometrics.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd() }, (error, stdout) => {
      if (error) return reject(error);
      const line = stdout.trim().split('\n').reverse().find((l) => l.startsWith('{'));
      if (!line) return reject(new Error(`no JSON line from bench-psychometrics: ${stdout}`));
      resolve(JSON.parse(line) as ChecksResult);
    });
  });
}
