/** Shared wording and colours of the run screens: statuses, decisions, indices, times. */
import type { ItemAction } from '@/lib/agents/schemas';
import type { RunStatus } from '@/lib/runs/board-types';
import { formatIndex } from '@/lib/psychometrics/numbers';
import type { BadgeTone } from '@/components/ui/badge';

export { formatDateTime, plural } from '@/components/constructs/format';

/** The exact words shown wherever output of the offline heuristic panel appears. */
export const HEURISTIC_LABEL = 'Offline heuristic panel — not model output';

export const STATUS_META: Record<RunStatus, { label: string; tone: BadgeTone; description: string }> = {
  queued: { label: 'Queued', tone: 'neutral', description: 'Waiting to start.' },
  running: { label: 'Running', tone: 'brand', description: 'The agents are working on this round.' },
  waiting_review: { label: 'Waiting for review', tone: 'warning', description: 'The round is ready for your decisions.' },
  completed: { label: 'Completed', tone: 'success', description: 'The run has ended; the scale can be exported.' },
  failed: { label: 'Failed', tone: 'danger', description: 'The run stopped with an error; it can be retried.' },
};

/** Statuses in which the graph is (or is about to be) working. */
export function isActiveStatus(status: RunStatus): boolean {
  return status === 'queued' || status === 'running';
}

export const DECISIONS: readonly ItemAction[] = ['KEEP', 'REVISE', 'DISCARD'];

export const DECISION_META: Record<ItemAction, { label: string; verb: string; tone: BadgeTone; color: string; description: string }> = {
  KEEP: { label: 'Keep', verb: 'KEEP', tone: 'success', color: '#047857', description: 'Freeze the item: it is never changed or reviewed again.' },
  REVISE: { label: 'Revise', verb: 'REVISE', tone: 'warning', color: '#b45309', description: 'Send it back to the writer, with your note if any.' },
  DISCARD: { label: 'Discard', verb: 'DISCARD', tone: 'danger', color: '#b91c1c', description: 'Drop it; the writer writes a replacement.' },
};

/** An index in APA style (".83", "−.12"), or an em dash when it is missing. */
export function fmtIndex(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : formatIndex(value);
}

/** A 1–5 score ("4", "3.5"), or an em dash. */
export function fmtScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Tone of a Colquitt band: strong bands green, moderate neutral, weak and lack of red-ish. */
export function bandTone(band: string | null | undefined): BadgeTone {
  switch (band) {
    case 'very strong':
    case 'strong':
      return 'success';
    case 'moderate':
      return 'brand';
    case 'weak':
      return 'warning';
    case 'lack of':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** "lack of" reads oddly alone; the band as a phrase. */
export function bandLabel(band: string | null | undefined): string {
  if (!band) return 'no band';
  return band === 'lack of' ? 'lack of validity' : band;
}

/** `14:03:27` in the browser's time zone. */
export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
