/**
 * Builds the run runtime: database, checkpointer, lease identity, the panel each run uses and the
 * search source. The app uses one per process (getRuntime); tests and the headless command build
 * their own with createRuntime.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/open';
import { recordLlmCall } from '@/db/queries/llm-calls';
import type { RunRow } from '@/db/queries/runs';
import type { SearchSource } from '@/lib/agents/deps';
import { createLlmPanel } from '@/lib/agents/llm-panel';
import { applyRunOverrides, loadAgentsConfig } from '@/lib/llm/config';
import type { AgentsConfig } from '@/lib/llm/config-schema';
import { createOfflinePanel } from '@/lib/llm/offline';
import type { LlmCallRecorder } from '@/lib/llm/recorder';
import { createCheckpointer } from './checkpointer';
import type { RunRuntime } from './executor';

export interface RuntimeOptions {
  /** Model configuration; loaded from the environment when omitted. */
  config?: AgentsConfig;
  env?: Record<string, string | undefined>;
  search?: SearchSource | null;
  leaseTtlMs?: number;
  /** Corrections per structured call (default 2). */
  maxCorrections?: number;
}

export function dbRecorder(db: Db): LlmCallRecorder {
  return async (record) => {
    await recordLlmCall(db, { ...record, error: record.error ?? null });
  };
}

export function processOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

export function createRuntime(db: Db, options: RuntimeOptions = {}): RunRuntime {
  const env = options.env ?? process.env;
  const config = options.config ?? loadAgentsConfig({ env });
  const recorder = dbRecorder(db);
  return {
    db,
    checkpointer: createCheckpointer(db),
    owner: processOwnerId(),
    leaseTtlMs: options.leaseTtlMs ?? 30_000,
    search: options.search ?? null,
    panelFor(run: RunRow) {
      if (run.heuristic) return createOfflinePanel({ seed: run.id });
      const overrides = (run.settings as { models?: unknown }).models;
      return createLlmPanel({
        config: overrides ? applyRunOverrides(config, overrides) : config,
        recorder,
        env,
        maxCorrections: options.maxCorrections,
      });
    },
  };
}
