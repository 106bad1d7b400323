/**
 * Everything the offline panel writes for people to read carries this prefix, so its rules of
 * thumb are never mistaken for the judgement of a language model.
 */
export const HEURISTIC_PREFIX = '[heuristic] ';
export const OFFLINE_PANEL_LABEL = 'Offline heuristic panel (no LLM)';

/** Cut `text` to `max` characters, ending with an ellipsis when it had to be cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** Label `text` as heuristic and keep it within `max` characters (the schema's limit). */
export function heuristic(text: string, max: number): string {
  return clip(HEURISTIC_PREFIX + text.trim(), max);
}

/** Throw if the caller has cancelled the call (the offline panel is fast, but honours it). */
export function checkAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The call was cancelled');
}
