'use client';

import type { ConstructSpec } from '@/lib/constructs';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from './form/error-summary';
import { ConstraintsSection, GeneralSection } from './form/general-section';
import { DimensionsSection } from './form/dimensions-section';
import { ResponseScaleSection } from './form/response-scale-section';
import { useConstructForm, type ConstructFormMode } from './form/use-construct-form';

export type { ConstructFormMode };

/**
 * The construct editor, for a new construct (optionally pre-filled, e.g. from a preset) or an
 * existing one. Validates with the shared schema before saving and shows every error at its field.
 */
export function ConstructForm({ mode, initial }: { mode: ConstructFormMode; initial?: ConstructSpec }) {
  const form = useConstructForm({ mode, initial });
  const { draft, ops, errors } = form;
  return (
    <form
      noValidate
      data-testid="construct-form"
      aria-label={mode.kind === 'create' ? 'New construct' : 'Edit construct'}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      className="space-y-6"
    >
      <ErrorSummary issues={form.issues} formError={form.formError} focusKey={form.summaryFocus} />
      <GeneralSection draft={draft} ops={ops} errors={errors} />
      <ResponseScaleSection draft={draft} ops={ops} errors={errors} />
      <DimensionsSection draft={draft} ops={ops} errors={errors} />
      <ConstraintsSection draft={draft} ops={ops} errors={errors} />
      <div className="sticky bottom-3 z-10 rounded-lg border border-slate-200 bg-white/95 px-5 py-3 shadow-md backdrop-blur">
        <div className="flex items-center justify-end gap-3">
          <p className="mr-auto text-sm text-slate-500" aria-live="polite" data-testid="form-status">
            {form.pending ? 'Saving…' : form.dirty ? 'Unsaved changes' : mode.kind === 'edit' ? 'All changes saved' : ''}
          </p>
          <Button type="submit" variant="primary" disabled={form.pending} data-testid="save-construct">
            {form.pending ? 'Saving…' : mode.kind === 'create' ? 'Create construct' : 'Save changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
