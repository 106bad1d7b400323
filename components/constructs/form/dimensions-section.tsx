'use client';

import { LIMITS } from '@/lib/constructs';
import { Button } from '@/components/ui/button';
import { ErrorText, fieldIds } from '@/components/ui/field';
import type { ConstructDraft } from './construct-draft';
import { DimensionCard } from './dimension-card';
import { fieldId, type ErrorMap } from './field-paths';
import { focusLater } from './focus';
import type { DraftOps } from './use-construct-draft';

/** The ordered list of dimensions, 1 to 12. */
export function DimensionsSection({ draft, ops, errors }: { draft: ConstructDraft; ops: DraftOps; errors: ErrorMap }) {
  const listId = fieldId('dimensions');
  const listError = errors.get('dimensions');
  const count = draft.dimensions.length;
  const full = count >= LIMITS.dimensionsMax;
  return (
    <section aria-labelledby="section-dimensions" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="section-dimensions" className="text-base font-semibold">
            Dimensions <span className="font-normal text-slate-500 tabular-nums">({count})</span>
          </h2>
          <p className="text-sm text-slate-500">
            {LIMITS.dimensionsMin}–{LIMITS.dimensionsMax} facets, each with a definition and the constructs its items
            must stay distinct from.
          </p>
        </div>
      </div>
      <div id={listId} tabIndex={-1} className="focus:outline-none">
        {listError && <ErrorText id={fieldIds(listId).error}>{listError}</ErrorText>}
      </div>
      <ol className="space-y-4">
        {draft.dimensions.map((dimension, index) => (
          <DimensionCard
            key={dimension.key}
            dimension={dimension}
            index={index}
            count={count}
            siblings={draft.dimensions.filter((_, j) => j !== index).map((d) => d.name)}
            ops={ops}
            errors={errors}
          />
        ))}
      </ol>
      <Button
        id="add-dimension"
        data-testid="add-dimension"
        disabled={full}
        onClick={() => {
          ops.addDimension();
          focusLater(fieldId(`dimensions[${count}].name`), { scroll: true });
        }}
      >
        + Add dimension
      </Button>
      {full && <p className="text-xs text-slate-500">A construct has at most {LIMITS.dimensionsMax} dimensions.</p>}
    </section>
  );
}
