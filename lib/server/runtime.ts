/** The app process's run runtime, created once (survives hot reloads in development). */
import { getDb } from '@/db/client';
import { searchFromEnv } from '@/lib/research/tavily';
import type { RunRuntime } from '@/lib/runs/executor';
import { createRuntime } from '@/lib/runs/runtime';

const globalForRuntime = globalThis as unknown as { __scalewrightRuntime?: Promise<RunRuntime> };

export function getRuntime(): Promise<RunRuntime> {
  globalForRuntime.__scalewrightRuntime ??= (async () => createRuntime(await getDb(), { search: await searchFromEnv() }))();
  return globalForRuntime.__scalewrightRuntime;
}
