'use client';

import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/field';
import { settingFieldId } from './settings-draft';

/** A numeric setting as a short text input (so ".83" can be typed), with its hint and error. */
export function SettingField({
  path,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  className,
}: {
  path: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <TextField
      id={settingFieldId(path)}
      label={label}
      value={value}
      onValueChange={onChange}
      error={error}
      hint={hint}
      disabled={disabled}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      className={className}
    />
  );
}
