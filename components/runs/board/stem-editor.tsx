'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorText, controlClasses } from '@/components/ui/field';
import { STEM_MAX, stemProblem, type ItemChoice } from './review-draft';
import { WordDiff } from './word-diff';

/**
 * Inline edit of an item's stem. An applied edit turns the decision to REVISE: the edited item is
 * reviewed again in the next round.
 */
export function StemEditor({
  label,
  stem,
  choice,
  onChange,
}: {
  label: string;
  stem: string;
  choice: ItemChoice;
  onChange: (patch: Partial<ItemChoice>) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(choice.editedStem ?? stem);
  const [tried, setTried] = useState(false);
  const id = useId();
  const inputId = `stem-${label}`;
  const problem = stemProblem(text);
  const edit = choice.editedStem;

  const apply = () => {
    setTried(true);
    if (problem) return;
    const trimmed = text.trim();
    onChange(trimmed === stem.trim() ? { editedStem: null } : { editedStem: trimmed, action: 'REVISE' });
    setEditing(false);
    setTried(false);
  };

  if (editing) {
    return (
      <div className="space-y-1.5" data-testid="stem-editor">
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
          Edit the stem of {label}
        </label>
        <textarea
          id={inputId}
          data-testid="stem-edit-input"
          rows={2}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setEditing(false);
            }
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              apply();
            }
          }}
          aria-invalid={tried && problem ? true : undefined}
          aria-describedby={`${id}-hint${tried && problem ? ` ${inputId}-error` : ''}`}
          className={controlClasses(Boolean(tried && problem), 'text-sm leading-relaxed')}
        />
        {tried && problem ? (
          <ErrorText id={`${inputId}-error`}>{problem}</ErrorText>
        ) : (
          <p id={`${id}-hint`} className="text-[11px] text-slate-500">
            {text.trim().length} / {STEM_MAX} characters. Ctrl+Enter applies, Escape cancels. An edited item is re-reviewed next round.
          </p>
        )}
        <div className="flex gap-2">
          <Button size="sm" variant="primary" onClick={apply} data-testid="apply-stem-edit">
            Apply edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)} data-testid="cancel-stem-edit">
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  if (edit !== null) {
    return (
      <div className="rounded-md border border-brand-100 bg-brand-50/60 px-3 py-2 text-sm" data-testid="stem-edit-applied">
        <p className="text-xs font-medium text-brand-900">
          Your edit{choice.action === 'REVISE' ? ' — re-reviewed in the next round' : ''}
        </p>
        <div className="mt-1">
          <WordDiff before={stem} after={edit} />
        </div>
        {choice.action !== 'REVISE' && (
          <p className="mt-1 text-xs text-amber-800" data-testid="stem-edit-inactive">
            Kept in your draft but not sent: an edit goes with REVISE.
          </p>
        )}
        <div className="mt-1.5 flex gap-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setText(edit);
              setEditing(true);
            }}
            data-testid="edit-stem"
          >
            Change edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onChange({ editedStem: null })} data-testid="undo-stem-edit">
            Undo edit
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => {
        setText(stem);
        setTried(false);
        setEditing(true);
      }}
      data-testid="edit-stem"
      aria-label={`Edit the stem of ${label}`}
    >
      ✎ Edit stem
    </Button>
  );
}
