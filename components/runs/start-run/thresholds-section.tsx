'use client';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SettingField } from './setting-field';
import type { ThresholdKey } from './settings-draft';

const FIELDS: Array<{ key: ThresholdKey; label: string; hint: string }> = [
  { key: 'htc', label: 'KEEP needs c (htc) ≥', hint: 'Default .83 (Colquitt et al., 2019). Range 0–1.' },
  { key: 'htd', label: 'KEEP needs d (htd) ≥', hint: 'Default .35. Range −1 to 1.' },
  { key: 'keepBias', label: 'KEEP needs bias score ≥', hint: '1 = highly biased … 5 = unbiased. Default 4.' },
  { key: 'keepLinguistic', label: 'KEEP needs lowest linguistic score ≥', hint: 'Of the four 1–5 criteria. Default 4.' },
  { key: 'discardBias', label: 'DISCARD when bias score ≤', hint: 'Must be below the KEEP level. Default 2.' },
  { key: 'discardLinguistic', label: 'DISCARD when lowest linguistic score ≤', hint: 'Must be below the KEEP level. Default 2.' },
];

/** The cut-offs of the deterministic decision, with the paper's defaults one click away. */
export function ThresholdsSection({
  values,
  onChange,
  errors,
  onReset,
  isDefault,
}: {
  values: Record<ThresholdKey, string>;
  onChange: (key: ThresholdKey, value: string) => void;
  errors: Map<string, string>;
  onReset: () => void;
  isDefault: boolean;
}) {
  return (
    <Card
      title="Decision thresholds"
      titleId="run-thresholds-title"
      description="An item is KEPT when its content validity and language meet every KEEP level, DISCARDED when bias or language falls to a DISCARD level, and otherwise sent to REVISE."
      actions={
        <Button size="sm" variant="ghost" onClick={onReset} disabled={isDefault} data-testid="run-thresholds-reset">
          Reset to the paper&apos;s defaults
        </Button>
      }
    >
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIELDS.map((field) => (
          <SettingField
            key={field.key}
            path={`thresholds.${field.key}`}
            label={field.label}
            hint={field.hint}
            value={values[field.key]}
            onChange={(value) => onChange(field.key, value)}
            error={errors.get(`thresholds.${field.key}`)}
          />
        ))}
      </div>
    </Card>
  );
}
