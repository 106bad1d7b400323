'use client';

import type { ItemAction } from '@/lib/agents/schemas';
import { TextAreaField } from '@/components/ui/field';
import { cx } from '@/components/ui/cx';
import { DECISIONS, DECISION_META } from '../format';
import { NOTE_MAX, type ItemChoice } from './review-draft';

const SELECTED: Record<ItemAction, string> = {
  KEEP: 'peer-checked:bg-emerald-700 peer-checked:text-white peer-checked:border-emerald-700',
  REVISE: 'peer-checked:bg-amber-600 peer-checked:text-white peer-checked:border-amber-600',
  DISCARD: 'peer-checked:bg-red-700 peer-checked:text-white peer-checked:border-red-700',
};

/** KEEP / REVISE / DISCARD for one item (a radio group: arrow keys move), and the note for the writer. */
export function DecisionControl({
  label,
  choice,
  computed,
  onChange,
}: {
  label: string;
  choice: ItemChoice;
  computed: ItemAction | null;
  onChange: (patch: Partial<ItemChoice>) => void;
}) {
  const overridden = computed !== null && choice.action !== computed;
  return (
    <div className="space-y-2" data-testid="decision-control" data-decision={choice.action}>
      <fieldset>
        <legend className="mb-1.5 flex flex-wrap items-center gap-2 text-xs font-medium text-slate-700">
          Your decision<span className="sr-only"> for {label}</span>
          {overridden && (
            <span className="font-normal text-slate-500" data-testid="decision-overridden">
              (changed from the computed {computed}{' '}
              <button type="button" className="text-brand-700 underline underline-offset-2 hover:text-brand-900" onClick={() => onChange({ action: computed })} data-testid="decision-reset">
                reset
              </button>
              )
            </span>
          )}
        </legend>
        <div className="inline-flex overflow-hidden rounded-md shadow-sm">
          {DECISIONS.map((action, i) => {
            const id = `decision-${label}-${action}`;
            return (
              <div key={action}>
                <input
                  id={id}
                  type="radio"
                  name={`decision-${label}`}
                  value={action}
                  checked={choice.action === action}
                  onChange={() => onChange({ action })}
                  className="peer sr-only"
                  data-testid={`decision-${action.toLowerCase()}-input`}
                />
                <label
                  htmlFor={id}
                  title={DECISION_META[action].description}
                  data-testid={`decision-${action.toLowerCase()}`}
                  className={cx(
                    'flex h-8 cursor-pointer items-center border border-slate-300 bg-white px-3 text-xs font-semibold tracking-wide text-slate-700 select-none hover:bg-slate-50',
                    'peer-focus-visible:relative peer-focus-visible:z-10 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-1',
                    i === 0 ? 'rounded-l-md' : '-ml-px',
                    i === DECISIONS.length - 1 && 'rounded-r-md',
                    SELECTED[action],
                  )}
                >
                  {action}
                </label>
              </div>
            );
          })}
        </div>
        <p className="mt-1 text-[11px] text-slate-500">{DECISION_META[choice.action].description}</p>
      </fieldset>
      {choice.action !== 'KEEP' && (
        <TextAreaField
          id={`note-${label}`}
          label={choice.action === 'REVISE' ? 'Note for the writer' : 'Why it goes'}
          optional
          rows={2}
          value={choice.note}
          onValueChange={(note) => onChange({ note })}
          maxLength={NOTE_MAX}
          placeholder={choice.action === 'REVISE' ? 'e.g. Say "at work" rather than "in my job"; keep it under 12 words.' : 'e.g. Measures satisfaction, not vigour.'}
          labelClassName="text-xs"
        />
      )}
    </div>
  );
}
