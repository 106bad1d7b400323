'use client';

import { useCallback, useMemo, useState } from 'react';
import { resizeLabels, defaultLabels, LIMITS } from '@/lib/constructs';
import {
  emptyDimension,
  emptyOrbiting,
  moveItem,
  removeAt,
  replaceAt,
  type ConstructDraft,
  type DimensionDraft,
  type OrbitingDraft,
} from './construct-draft';

export type TextField = 'name' | 'definition' | 'population' | 'constraints';
export type ItemField = 'name' | 'definition';

/** The editing operations of the construct form, each producing a new draft. */
export function useConstructDraft(initial: () => ConstructDraft, onChange?: () => void) {
  const [draft, setDraft] = useState<ConstructDraft>(initial);

  const update = useCallback(
    (change: (draft: ConstructDraft) => ConstructDraft) => {
      setDraft(change);
      onChange?.();
    },
    [onChange],
  );

  const updateDimension = useCallback(
    (index: number, change: (dim: DimensionDraft) => DimensionDraft) =>
      update((d) => ({ ...d, dimensions: replaceAt(d.dimensions, index, change(d.dimensions[index])) })),
    [update],
  );

  const updateOrbiting = useCallback(
    (index: number, change: (list: OrbitingDraft[]) => OrbitingDraft[]) =>
      updateDimension(index, (dim) => ({ ...dim, orbiting: change(dim.orbiting) })),
    [updateDimension],
  );

  const ops = useMemo(
    () => ({
      setField: (field: TextField, value: string) => update((d) => ({ ...d, [field]: value })),
      setAnchors: (anchors: number) => update((d) => ({ ...d, anchors, labels: resizeLabels(d.labels, anchors) })),
      setLabel: (index: number, value: string) => update((d) => ({ ...d, labels: replaceAt(d.labels, index, value) })),
      resetLabels: () => update((d) => ({ ...d, labels: defaultLabels(d.anchors) })),

      addDimension: () =>
        update((d) =>
          d.dimensions.length >= LIMITS.dimensionsMax ? d : { ...d, dimensions: [...d.dimensions, emptyDimension()] },
        ),
      removeDimension: (index: number) => update((d) => ({ ...d, dimensions: removeAt(d.dimensions, index) })),
      moveDimension: (index: number, to: number) =>
        update((d) => ({ ...d, dimensions: moveItem(d.dimensions, index, to) })),
      setDimensionField: (index: number, field: ItemField, value: string) =>
        updateDimension(index, (dim) => ({ ...dim, [field]: value })),

      addOrbiting: (index: number, name = '') =>
        updateOrbiting(index, (list) => (list.length >= LIMITS.orbitingMax ? list : [...list, emptyOrbiting(name)])),
      removeOrbiting: (index: number, k: number) => updateOrbiting(index, (list) => removeAt(list, k)),
      moveOrbiting: (index: number, k: number, to: number) => updateOrbiting(index, (list) => moveItem(list, k, to)),
      setOrbitingField: (index: number, k: number, field: ItemField, value: string) =>
        updateOrbiting(index, (list) => replaceAt(list, k, { ...list[k], [field]: value })),
    }),
    [update, updateDimension, updateOrbiting],
  );

  return { draft, ...ops };
}

export type DraftOps = Omit<ReturnType<typeof useConstructDraft>, 'draft'>;
