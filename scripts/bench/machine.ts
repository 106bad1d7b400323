/** The machine the figures come from. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpuModel: string;
  cores: number;
  memory: string;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpuModel = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpuModel;
  } catch {
    /* not Linux */
  }
  let memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  try {
    const mem = execFileSync('free', ['-h'], { encoding: 'utf8' }).split('\n').find((l) => l.startsWith('Mem:'));
    if (mem) memory = `${mem.split(/\s+/)[1]} total (free -h)`;
  } catch {
    /* no free(1) */
  }
  let cores = os.availableParallelism();
  try {
    cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || cores;
  } catch {
    /* no nproc */
  }
  return { cpuModel, cores, memory, node: process.version, platform: `${os.type()} ${os.release()} ${os.arch()}` };
}
