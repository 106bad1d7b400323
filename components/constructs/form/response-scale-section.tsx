import { defaultLabels, LIMITS } from '@/lib/constructs';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorText, Label, controlClasses, describedBy, fieldIds } from '@/components/ui/field';
import type { ConstructDraft } from './construct-draft';
import { fieldId, type ErrorMap } from './field-paths';
import type { DraftOps } from './use-construct-draft';

const ANCHOR_CHOICES = Array.from(
  { length: LIMITS.anchorsMax - LIMITS.anchorsMin + 1 },
  (_, i) => LIMITS.anchorsMin + i,
);

/** Number of anchors and one label per anchor. */
export function ResponseScaleSection({
  draft,
  ops,
  errors,
}: {
  draft: ConstructDraft;
  ops: DraftOps;
  errors: ErrorMap;
}) {
  const anchorsId = fieldId('responseScale.anchors');
  const labelsId = fieldId('responseScale.labels');
  const anchorsError = errors.get('responseScale.anchors');
  const labelsError = errors.get('responseScale.labels');
  const isDefault = defaultLabels(draft.anchors).every((label, i) => label === draft.labels[i]);

  return (
    <Card
      title="Response scale"
      titleId="section-scale"
      description="Likert anchors from the most negative to the most positive; judges rate on the same scale."
      actions={
        <Button size="sm" variant="ghost" onClick={ops.resetLabels} disabled={isDefault} data-testid="reset-labels">
          Reset to agree/disagree labels
        </Button>
      }
    >
      <div className="grid gap-6 md:grid-cols-[10rem_1fr]">
        <div>
          <Label htmlFor={anchorsId}>Anchors</Label>
          <select
            id={anchorsId}
            data-testid={anchorsId}
            value={draft.anchors}
            onChange={(event) => ops.setAnchors(Number(event.target.value))}
            aria-invalid={anchorsError ? true : undefined}
            aria-describedby={describedBy(anchorsId, { error: anchorsError })}
            className={controlClasses(Boolean(anchorsError), 'mt-1 tabular-nums')}
          >
            {ANCHOR_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}-point
              </option>
            ))}
          </select>
          {anchorsError && <ErrorText id={fieldIds(anchorsId).error}>{anchorsError}</ErrorText>}
        </div>
        <fieldset
          id={labelsId}
          tabIndex={-1}
          aria-describedby={describedBy(labelsId, { error: labelsError })}
          className="min-w-0 focus:outline-none"
        >
          <legend className="text-sm font-medium text-slate-800">Labels</legend>
          <ol className="mt-1 grid gap-2 sm:grid-cols-2">
            {draft.labels.map((label, i) => {
              const path = `responseScale.labels[${i}]`;
              const id = fieldId(path);
              const error = errors.get(path);
              return (
                <li key={i} className="flex items-start gap-2">
                  <label
                    htmlFor={id}
                    className="mt-1.5 grid h-6 w-6 shrink-0 place-items-center rounded bg-slate-100 text-xs font-semibold text-slate-600 tabular-nums"
                  >
                    <span className="sr-only">Label for anchor </span>
                    {i + 1}
                  </label>
                  <div className="min-w-0 flex-1">
                    <input
                      id={id}
                      data-testid={id}
                      value={label}
                      onChange={(event) => ops.setLabel(i, event.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(id, { error })}
                      className={controlClasses(Boolean(error), 'py-1.5')}
                    />
                    {error && <ErrorText id={fieldIds(id).error}>{error}</ErrorText>}
                  </div>
                </li>
              );
            })}
          </ol>
          {labelsError && <ErrorText id={fieldIds(labelsId).error}>{labelsError}</ErrorText>}
        </fieldset>
      </div>
    </Card>
  );
}
