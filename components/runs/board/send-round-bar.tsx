'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/field';
import { plural } from '../format';
import { GLOBAL_NOTE_MAX, describeSummary, type RoundSummary } from './review-draft';

/**
 * The foot of the board while a round is under review: what sending will do, the global note,
 * "Send to next round" (a second click while sending does nothing) and "Approve scale".
 */
export function SendRoundBar({
  round,
  maxRounds,
  summary,
  note,
  onNote,
  sending,
  onSend,
  onApprove,
}: {
  round: number;
  maxRounds: number;
  summary: RoundSummary;
  note: string;
  onNote: (note: string) => void;
  sending: boolean;
  onSend: () => void;
  onApprove: () => void;
}) {
  const [noteOpen, setNoteOpen] = useState(note.trim() !== '');
  const [confirmApprove, setConfirmApprove] = useState(false);
  const lastRound = round >= maxRounds;
  const blocked = summary.problems.length > 0;
  const nothingToDo = summary.revise === 0 && summary.replace === 0;

  return (
    <section
      aria-label={`Send round ${round}`}
      className="sticky bottom-0 z-20 -mx-1 rounded-t-lg border border-b-0 border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-6px_16px_-8px_rgba(15,23,42,0.18)] backdrop-blur"
      data-testid="send-round-bar"
    >
      {noteOpen && (
        <TextAreaField
          id="global-note"
          label="Note for the writer (applies to the whole round)"
          optional
          rows={2}
          value={note}
          onValueChange={onNote}
          maxLength={GLOBAL_NOTE_MAX}
          placeholder="e.g. Keep items short and in the present tense; avoid the word “always”."
          className="mb-3"
          labelClassName="text-xs"
        />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-900" data-testid="round-summary" aria-live="polite">
            {describeSummary(summary)}
          </p>
          <p className="text-xs text-slate-500">
            {summary.edited > 0 && <span data-testid="round-summary-edited">{plural(summary.edited, 'stem')} edited by hand (re-reviewed). </span>}
            {summary.overridden > 0 && <span>{plural(summary.overridden, 'decision')} changed from the computed one. </span>}
            {lastRound
              ? `Round ${round} is the last (of ${maxRounds}): sending ends the run.`
              : nothingToDo
                ? 'Every item is kept: sending ends the run.'
                : `Round ${round + 1} will revise and replace items; frozen items are never changed.`}
          </p>
          {blocked && (
            <ul className="mt-1 text-xs text-red-700" data-testid="round-problems">
              {summary.problems.map((p) => (
                <li key={`${p.label}:${p.message}`}>
                  <a href={p.label === 'note' ? '#global-note' : `#item-${p.label}`} className="underline underline-offset-2">
                    {p.label === 'note' ? 'Round note' : p.label}
                  </a>
                  : {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!noteOpen && (
            <Button size="md" variant="ghost" onClick={() => setNoteOpen(true)} data-testid="add-global-note">
              Add a note
            </Button>
          )}
          <Button variant="secondary" onClick={() => setConfirmApprove(true)} disabled={sending || blocked} data-testid="approve-scale">
            Approve scale
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              if (!sending && !blocked) onSend();
            }}
            disabled={sending || blocked}
            aria-disabled={sending || blocked}
            data-testid="send-round"
          >
            {sending ? 'Sending…' : lastRound || nothingToDo ? 'Send and finish' : 'Send to next round'}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmApprove}
        title="Approve the scale?"
        tone="primary"
        confirmLabel="Approve and finish"
        busy={sending}
        onCancel={() => setConfirmApprove(false)}
        onConfirm={() => {
          setConfirmApprove(false);
          onApprove();
        }}
        data-testid="approve-dialog"
      >
        <p>
          The run ends now with your decisions for round {round}. The {plural(summary.frozen, 'item')} set to KEEP or already frozen
          make the final scale; {summary.revise + summary.replace > 0 ? `the ${summary.revise + summary.replace} set to REVISE or DISCARD are left out.` : 'nothing is left out.'}
        </p>
        <p>You can then download the scale as CSV.</p>
      </ConfirmDialog>
    </section>
  );
}
