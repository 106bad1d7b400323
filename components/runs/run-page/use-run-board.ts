'use client';

import { useQuery } from '@tanstack/react-query';
import type { RunBoard } from '@/lib/runs/board-types';

export const boardKey = (runId: string) => ['run-board', runId] as const;

export class BoardLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function fetchBoard(runId: string): Promise<RunBoard> {
  const response = await fetch(`/runs/${runId}/board`, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new BoardLoadError(body?.error ?? `The board could not be loaded (HTTP ${response.status}).`, response.status);
  }
  return (await response.json()) as RunBoard;
}

/**
 * The run's board. The live feed invalidates it when the run moves on; a slow poll while the
 * agents work is the safety net should the stream drop.
 */
export function useRunBoard(runId: string, initialBoard?: RunBoard) {
  return useQuery({
    queryKey: boardKey(runId),
    queryFn: () => fetchBoard(runId),
    initialData: initialBoard,
    refetchInterval: (query) => {
      const status = query.state.data?.run.status;
      return status === 'running' || status === 'queued' ? 5_000 : false;
    },
    retry: (count, error) => !(error instanceof BoardLoadError && error.status === 404) && count < 2,
  });
}
