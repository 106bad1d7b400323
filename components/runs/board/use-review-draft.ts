'use client';

import { useCallback, useEffect, useState } from 'react';
import type { BoardItem } from '@/lib/runs/board-types';
import { initialChoices, restoreDraft, type ItemChoice, type ReviewDraft } from './review-draft';

const storageKey = (runId: string, round: number) => `scalewright:review:${runId}:${round}`;

function readStored(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * The person's decisions for the round under review. Kept in localStorage per run and round, so a
 * reload (or coming back later) loses nothing; cleared once the round is sent. Mount it with a
 * `key` of run and round so a new round starts from its own computed decisions. Without `restore`
 * (server rendering and hydration) it starts from the computed decisions and stores nothing.
 */
export function useReviewDraft(runId: string, round: number | null, items: BoardItem[], { restore }: { restore: boolean }) {
  const [draft, setDraft] = useState<ReviewDraft>(() => {
    const defaults = initialChoices(items);
    if (round === null || !restore || typeof window === 'undefined') return { choices: defaults, note: '' };
    return restoreDraft(defaults, readStored(storageKey(runId, round)));
  });

  useEffect(() => {
    if (round === null || !restore) return;
    try {
      window.localStorage.setItem(storageKey(runId, round), JSON.stringify(draft));
    } catch {
      /* storage full or disabled: the draft still lives in memory */
    }
  }, [draft, runId, round, restore]);

  const setChoice = useCallback((label: string, patch: Partial<ItemChoice>) => {
    setDraft((d) => {
      const current = d.choices[label];
      if (!current) return d;
      return { ...d, choices: { ...d.choices, [label]: { ...current, ...patch } } };
    });
  }, []);

  const setNote = useCallback((note: string) => setDraft((d) => ({ ...d, note })), []);

  const clear = useCallback(() => {
    if (round === null) return;
    try {
      window.localStorage.removeItem(storageKey(runId, round));
    } catch {
      /* ignore */
    }
  }, [runId, round]);

  return { draft, setChoice, setNote, clear };
}
