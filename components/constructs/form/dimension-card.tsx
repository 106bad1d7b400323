'use client';

import { LIMITS } from '@/lib/constructs';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { DimensionDraft } from './construct-draft';
import { fieldId, type ErrorMap } from './field-paths';
import { focusLater } from './focus';
import { ReorderControls } from './icon-button';
import { OrbitingList } from './orbiting-list';
import type { DraftOps } from './use-construct-draft';

/** One dimension: its name, definition and orbiting constructs, with reorder controls. */
export function DimensionCard({
  dimension,
  index,
  count,
  siblings,
  ops,
  errors,
}: {
  dimension: DimensionDraft;
  index: number;
  count: number;
  siblings: string[];
  ops: DraftOps;
  errors: ErrorMap;
}) {
  const path = `dimensions[${index}]`;
  const headingId = `dimension-${index}-heading`;
  return (
    <li
      data-testid={`dimension-${index}`}
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-700">
          <span className="mr-2 inline-grid h-6 min-w-6 place-items-center rounded bg-brand-50 px-1 text-xs text-brand-700 tabular-nums">
            {index + 1}
          </span>
          {dimension.name.trim() || <span className="font-normal text-slate-400">Untitled dimension</span>}
        </h3>
        <ReorderControls
          index={index}
          count={count}
          noun={`dimension ${index + 1}`}
          idPrefixFor={(i) => `dimension-${i}`}
          canRemove={count > 1}
          onMove={(to) => ops.moveDimension(index, to)}
          onRemove={() => {
            ops.removeDimension(index);
            focusLater('add-dimension');
          }}
        />
      </div>
      <div className="space-y-5 p-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <TextField
            id={fieldId(`${path}.name`)}
            label="Dimension name"
            value={dimension.name}
            onValueChange={(value) => ops.setDimensionField(index, 'name', value)}
            error={errors.get(`${path}.name`)}
            maxLength={LIMITS.nameMax}
            autoComplete="off"
          />
          <TextAreaField
            id={fieldId(`${path}.definition`)}
            label="Definition"
            value={dimension.definition}
            onValueChange={(value) => ops.setDimensionField(index, 'definition', value)}
            error={errors.get(`${path}.definition`)}
            maxLength={LIMITS.definitionMax}
            rows={3}
          />
        </div>
        <OrbitingList dimension={dimension} index={index} siblings={siblings} ops={ops} errors={errors} />
      </div>
    </li>
  );
}
