/**
 * The board's decisions for the round under review, as data: pre-set to the computed decision,
 * changed by the person, summarised for the send bar, turned into the submission, and applied
 * optimistically to the board while the submission is on its way.
 */
import type { ItemAction, ReviewSubmission } from '@/lib/agents/schemas';
import type { BoardItem, RunBoard } from '@/lib/runs/board-types';

export const NOTE_MAX = 1000;
export const GLOBAL_NOTE_MAX = 4000;
export const STEM_MIN = 3;
export const STEM_MAX = 400;

export interface ItemChoice {
  action: ItemAction;
  note: string;
  /** A hand-edited stem; applied only with REVISE (an edited item is reviewed again). */
  editedStem: string | null;
}

export type Choices = Record<string, ItemChoice>;

export interface ReviewDraft {
  choices: Choices;
  note: string;
}

/** Every reviewable item pre-set to its computed decision. */
export function initialChoices(items: BoardItem[]): Choices {
  const choices: Choices = {};
  for (const item of items) {
    if (item.reviewable && item.current.decision) choices[item.label] = { action: item.current.decision, note: '', editedStem: null };
  }
  return choices;
}

/** A stored draft laid over the defaults: only labels still under review, only well-formed values. */
export function restoreDraft(defaults: Choices, stored: unknown): ReviewDraft {
  const draft: ReviewDraft = { choices: { ...defaults }, note: '' };
  if (!stored || typeof stored !== 'object') return draft;
  const { choices, note } = stored as { choices?: unknown; note?: unknown };
  if (typeof note === 'string') draft.note = note;
  if (choices && typeof choices === 'object') {
    for (const [label, value] of Object.entries(choices as Record<string, unknown>)) {
      if (!(label in defaults) || !value || typeof value !== 'object') continue;
      const v = value as Partial<ItemChoice>;
      if (v.action !== 'KEEP' && v.action !== 'REVISE' && v.action !== 'DISCARD') continue;
      draft.choices[label] = {
        action: v.action,
        note: typeof v.note === 'string' ? v.note : '',
        editedStem: typeof v.editedStem === 'string' ? v.editedStem : null,
      };
    }
  }
  return draft;
}

/** The edited stem that will be sent: trimmed, different from the current stem, with REVISE. */
export function appliedEdit(choice: ItemChoice, currentStem: string): string | null {
  if (choice.action !== 'REVISE' || choice.editedStem === null) return null;
  const edited = choice.editedStem.trim();
  return edited !== '' && edited !== currentStem.trim() ? edited : null;
}

/** Why an edited stem cannot be sent, or null when it can. */
export function stemProblem(stem: string): string | null {
  const length = stem.trim().length;
  if (length < STEM_MIN) return `An item needs at least ${STEM_MIN} characters.`;
  if (length > STEM_MAX) return `An item can have at most ${STEM_MAX} characters (this one has ${length}).`;
  return null;
}

export interface RoundSummary {
  /** Already frozen plus those set to KEEP now. */
  frozen: number;
  keepNow: number;
  revise: number;
  edited: number;
  replace: number;
  /** Items whose choice differs from the computed decision. */
  overridden: number;
  /** Problems that block sending (e.g. an edited stem that is too short), by label. */
  problems: Array<{ label: string; message: string }>;
}

export function summarize(items: BoardItem[], choices: Choices, note = ''): RoundSummary {
  const summary: RoundSummary = { frozen: 0, keepNow: 0, revise: 0, edited: 0, replace: 0, overridden: 0, problems: [] };
  for (const item of items) {
    if (item.status === 'kept') {
      summary.frozen += 1;
      continue;
    }
    const choice = choices[item.label];
    if (!item.reviewable || !choice) continue;
    if (choice.action !== item.current.decision) summary.overridden += 1;
    if (choice.action === 'KEEP') {
      summary.frozen += 1;
      summary.keepNow += 1;
    } else if (choice.action === 'DISCARD') summary.replace += 1;
    else {
      summary.revise += 1;
      if (appliedEdit(choice, item.current.stem)) summary.edited += 1;
    }
    if (choice.action === 'REVISE' && choice.editedStem !== null) {
      const problem = stemProblem(choice.editedStem);
      if (problem) summary.problems.push({ label: item.label, message: problem });
    }
    if (choice.note.trim().length > NOTE_MAX) summary.problems.push({ label: item.label, message: `The note is longer than ${NOTE_MAX} characters.` });
  }
  if (note.trim().length > GLOBAL_NOTE_MAX) summary.problems.push({ label: 'note', message: `The round note is longer than ${GLOBAL_NOTE_MAX} characters.` });
  return summary;
}

/** "3 frozen, 1 to revise, 1 to replace" — what sending the round will do. */
export function describeSummary(s: RoundSummary): string {
  return `${s.frozen} frozen, ${s.revise} to revise, ${s.replace} to replace`;
}

/** The submission for `submitReviewAction`: one decision per reviewable item. */
export function buildSubmission(items: BoardItem[], choices: Choices, note: string, approve: boolean): ReviewSubmission {
  const decisions: ReviewSubmission['decisions'] = {};
  for (const item of items) {
    const choice = choices[item.label];
    if (!item.reviewable || !choice) continue;
    const edited = appliedEdit(choice, item.current.stem);
    const itemNote = choice.action === 'KEEP' ? '' : choice.note.trim();
    decisions[item.label] = {
      action: choice.action,
      ...(itemNote ? { note: itemNote } : {}),
      ...(edited ? { editedStem: edited } : {}),
    };
  }
  const trimmed = note.trim();
  return { decisions, ...(trimmed ? { note: trimmed } : {}), ...(approve ? { approve: true } : {}) };
}

/**
 * The board as it will look once the server accepts the submission: the run working again, the
 * round submitted, each decision recorded, kept items frozen and discarded ones set aside.
 */
export function applySubmission(board: RunBoard, round: number, submission: ReviewSubmission): RunBoard {
  return {
    ...board,
    run: { ...board.run, status: 'running' },
    reviewRound: null,
    rounds: board.rounds.map((r) => (r.number === round ? { ...r, status: 'submitted', feedbackBy: 'human', note: submission.note ?? null } : r)),
    items: board.items.map((item) => {
      const decision = submission.decisions[item.label];
      if (!item.reviewable || !decision) return item.reviewable ? { ...item, reviewable: false } : item;
      const action: ItemAction = decision.editedStem ? 'REVISE' : decision.action;
      const current = { ...item.current, humanDecision: action, humanNote: decision.note ?? null };
      return {
        ...item,
        reviewable: false,
        status: action === 'KEEP' ? 'kept' : action === 'DISCARD' ? 'discarded' : item.status,
        current,
        history: [...item.history.slice(0, -1), current],
      };
    }),
  };
}

/** The decision an item shows: the draft's choice while under review, else the recorded one. */
export function shownDecision(item: BoardItem, choices: Choices): ItemAction | null {
  if (item.status === 'kept') return 'KEEP';
  if (item.status === 'discarded') return 'DISCARD';
  if (item.reviewable && choices[item.label]) return choices[item.label]!.action;
  return item.current.humanDecision ?? item.current.decision;
}
