'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ReviewSubmission } from '@/lib/agents/schemas';
import type { RunBoard } from '@/lib/runs/board-types';
import { retryRunAction } from '@/lib/actions/retry-run';
import { submitReviewAction } from '@/lib/actions/submit-review';
import { applySubmission } from '../board/review-draft';
import { boardKey } from './use-run-board';

export class RunActionError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'The server could not be reached. Nothing was sent; your decisions are still here.';

async function call<T extends { ok: boolean }>(action: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await action();
  } catch (error) {
    console.error(error);
    throw new RunActionError(UNREACHABLE, 'network');
  }
  if (!result.ok) {
    const failure = result as unknown as { error: string; code?: string };
    throw new RunActionError(failure.error, failure.code ?? 'error');
  }
  return result;
}

/**
 * Sends a round's decisions. The board shows the outcome at once (run running, items frozen or set
 * aside) and rolls back if the server refuses. A second call while one is on its way does nothing.
 */
export function useSubmitReview(runId: string) {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: ['submit-review', runId],
    mutationFn: ({ round, submission }: { round: number; submission: ReviewSubmission }) =>
      call(() => submitReviewAction({ runId, round, submission })),
    onMutate: async ({ round, submission }) => {
      await client.cancelQueries({ queryKey: boardKey(runId) });
      const previous = client.getQueryData<RunBoard>(boardKey(runId));
      if (previous) client.setQueryData<RunBoard>(boardKey(runId), applySubmission(previous, round, submission));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(boardKey(runId), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: boardKey(runId) }),
  });

  const submit = (variables: { round: number; submission: ReviewSubmission }, options?: { onSuccess?: () => void }) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    mutation.mutate(variables, {
      onSuccess: () => options?.onSuccess?.(),
      onSettled: () => {
        inFlight.current = false;
      },
    });
    return true;
  };

  return { submit, pending: mutation.isPending, error: mutation.error as RunActionError | null, reset: mutation.reset };
}

/** Retries a failed run; the board shows it running at once and rolls back if refused. */
export function useRetryRun(runId: string) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['retry-run', runId],
    mutationFn: () => call(() => retryRunAction({ runId })),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: boardKey(runId) });
      const previous = client.getQueryData<RunBoard>(boardKey(runId));
      if (previous) client.setQueryData<RunBoard>(boardKey(runId), { ...previous, run: { ...previous.run, status: 'running', error: null } });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(boardKey(runId), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: boardKey(runId) }),
  });
  return { retry: () => mutation.mutate(), pending: mutation.isPending, error: mutation.error as RunActionError | null };
}
