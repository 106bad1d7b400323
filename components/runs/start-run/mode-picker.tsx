'use client';

import type { FeedbackMode } from '@/lib/runs/settings';
import { cx } from '@/components/ui/cx';

const MODES: Array<{ value: FeedbackMode; title: string; description: string }> = [
  {
    value: 'person',
    title: 'You, on the review board',
    description: 'Each round stops for your decisions: keep, revise with a note, discard, or edit a stem.',
  },
  {
    value: 'lewmod',
    title: 'LewMod',
    description: 'The automated senior psychometrician decides each round and approves when the scale is ready.',
  },
  {
    value: 'auto-keep',
    title: 'Computed decisions',
    description: 'Accept the deterministic decision of every item without stopping (useful for quick trials).',
  },
];

/** The feedback mode as a group of radio cards (arrow keys move between them). */
export function ModePicker({ value, onChange }: { value: FeedbackMode; onChange: (mode: FeedbackMode) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Who reviews each round</legend>
      <div className="mt-2 grid gap-2 md:grid-cols-3">
        {MODES.map((mode) => {
          const checked = mode.value === value;
          return (
            <label
              key={mode.value}
              className={cx(
                'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                checked ? 'border-brand-600 bg-brand-50/60' : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="run-mode"
                value={mode.value}
                checked={checked}
                onChange={() => onChange(mode.value)}
                className="mt-0.5 h-4 w-4 accent-brand-700"
                data-testid={`run-mode-${mode.value}`}
              />
              <span>
                <span className="block font-medium text-slate-900">{mode.title}</span>
                <span className="mt-0.5 block text-xs leading-relaxed text-slate-600">{mode.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
