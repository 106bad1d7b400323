'use client';

import { useId, useState } from 'react';
import { LIMITS } from '@/lib/constructs';
import { Button } from '@/components/ui/button';
import { ErrorText, TextAreaField, TextField, controlClasses, describedBy, fieldIds } from '@/components/ui/field';
import type { DimensionDraft } from './construct-draft';
import { fieldId, type ErrorMap } from './field-paths';
import { focusLater } from './focus';
import { ReorderControls } from './icon-button';
import type { DraftOps } from './use-construct-draft';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The orbiting constructs of one dimension: neighbours its items must be distinct from. */
export function OrbitingList({
  dimension,
  index,
  siblings,
  ops,
  errors,
}: {
  dimension: DimensionDraft;
  index: number;
  /** Names of the other dimensions of the construct. */
  siblings: string[];
  ops: DraftOps;
  errors: ErrorMap;
}) {
  const listPath = `dimensions[${index}].orbiting`;
  const listId = fieldId(listPath);
  const listError = errors.get(listPath);
  const prefix = `dimension-${index}-orbiting`;
  const full = dimension.orbiting.length >= LIMITS.orbitingMax;
  const available = [...new Set(siblings.map((name) => name.trim()))].filter(
    (name) => name !== '' && !dimension.orbiting.some((orb) => same(orb.name, name)),
  );

  const add = (name = '') => {
    ops.addOrbiting(index, name);
    const k = dimension.orbiting.length;
    focusLater(fieldId(`${listPath}[${k}].${name ? 'definition' : 'name'}`));
  };

  return (
    <fieldset
      id={listId}
      tabIndex={-1}
      aria-describedby={describedBy(listId, { error: listError })}
      className="min-w-0 rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100"
    >
      <legend className="text-sm font-medium text-slate-800">
        Orbiting constructs
        <span className="ml-2 font-normal text-slate-500">
          related constructs the items must not measure; at least {LIMITS.orbitingMin}
        </span>
      </legend>
      {listError && <ErrorText id={fieldIds(listId).error}>{listError}</ErrorText>}
      <ol className="mt-2 space-y-2">
        {dimension.orbiting.map((orb, k) => {
          const path = `${listPath}[${k}]`;
          const isSibling = siblings.some((name) => name.trim() !== '' && same(name, orb.name));
          return (
            <li
              key={orb.key}
              data-testid={`${prefix}-${k}`}
              className="grid gap-3 rounded-md border border-slate-200 bg-slate-50/60 p-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto]"
            >
              <TextField
                id={fieldId(`${path}.name`)}
                label={`Orbiting construct ${k + 1}`}
                value={orb.name}
                onValueChange={(value) => ops.setOrbitingField(index, k, 'name', value)}
                error={errors.get(`${path}.name`)}
                autoComplete="off"
                placeholder="Name"
                hint={isSibling ? 'Another dimension of this construct' : undefined}
              />
              <TextAreaField
                id={fieldId(`${path}.definition`)}
                label="Definition"
                value={orb.definition}
                onValueChange={(value) => ops.setOrbitingField(index, k, 'definition', value)}
                error={errors.get(`${path}.definition`)}
                rows={2}
                maxLength={LIMITS.definitionMax}
                placeholder={isSibling ? 'Leave empty to use that dimension’s definition' : 'What this construct is'}
              />
              <div className="md:pt-6">
                <ReorderControls
                  index={k}
                  count={dimension.orbiting.length}
                  noun={`orbiting construct ${k + 1} of dimension ${index + 1}`}
                  idPrefixFor={(i) => `${prefix}-${i}`}
                  onMove={(to) => ops.moveOrbiting(index, k, to)}
                  onRemove={() => {
                    ops.removeOrbiting(index, k);
                    focusLater(`${prefix}-add`);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => add()} disabled={full} id={`${prefix}-add`} data-testid={`${prefix}-add`}>
          + Add orbiting construct
        </Button>
        {available.length > 0 && !full && <SiblingPicker index={index} names={available} onAdd={add} />}
      </div>
    </fieldset>
  );
}

/** Adds another dimension of the same construct as an orbiting construct. */
function SiblingPicker({ index, names, onAdd }: { index: number; names: string[]; onAdd: (name: string) => void }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const value = names.includes(choice) ? choice : names[0];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs text-slate-500">
        or use dimension
      </label>
      <select
        id={id}
        data-testid={`dimension-${index}-sibling-select`}
        value={value}
        onChange={(event) => setChoice(event.target.value)}
        className={controlClasses(false, 'h-8 w-auto max-w-56 py-0 text-xs')}
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <Button size="sm" variant="ghost" onClick={() => onAdd(value)} data-testid={`dimension-${index}-sibling-add`}>
        Add
      </Button>
    </div>
  );
}
