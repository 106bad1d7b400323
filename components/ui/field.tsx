import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';

/** Ids of the parts of a field: the hint and the error are linked with aria-describedby. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? fieldIds(id).hint : null, error ? fieldIds(id).error : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function Label({
  htmlFor,
  children,
  optional,
  className,
  id,
}: {
  htmlFor?: string;
  children: ReactNode;
  optional?: boolean;
  className?: string;
  id?: string;
}) {
  return (
    <label id={id} htmlFor={htmlFor} className={cx('block text-sm font-medium text-slate-800', className)}>
      {children}
      {optional && <span className="ml-1.5 font-normal text-slate-500">(optional)</span>}
    </label>
  );
}

export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  );
}

/** The message under a field that failed validation. Its id is `<control id>-error`. */
export function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} data-testid={id} className="mt-1 flex items-start gap-1 text-sm text-red-700">
      <span aria-hidden className="mt-px font-bold">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

/** The classes of a text input, textarea or select. */
export function controlClasses(invalid?: boolean, className?: string): string {
  return cx(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
    className,
  );
}

/** Shows `used / max` characters and turns red past the limit. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const over = length > max;
  return (
    <span aria-hidden className={cx('text-xs tabular-nums', over ? 'font-medium text-red-700' : 'text-slate-400')}>
      {length.toLocaleString('en')} / {max.toLocaleString('en')}
    </span>
  );
}

type SharedProps = {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Shows a character counter; not enforced, so pasted text is never cut off silently. */
  maxLength?: number;
  optional?: boolean;
  className?: string;
  labelClassName?: string;
};

export type TextFieldProps = SharedProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange' | 'maxLength' | 'className'>;

export type TextAreaFieldProps = SharedProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'value' | 'onChange' | 'maxLength' | 'className'>;

function FieldFrame({
  id,
  label,
  value,
  error,
  hint,
  maxLength,
  optional,
  className,
  labelClassName,
  children,
}: Omit<SharedProps, 'onValueChange'> & { children: ReactNode }) {
  const ids = fieldIds(id);
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <Label htmlFor={id} optional={optional} className={labelClassName}>
          {label}
        </Label>
        {maxLength !== undefined && <CharacterCount length={value.trim().length} max={maxLength} />}
      </div>
      {children}
      {hint && !error && <Hint id={ids.hint}>{hint}</Hint>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </div>
  );
}

/** A labelled single-line text input with hint, counter and error. `data-testid` is its id. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  maxLength,
  optional,
  className,
  labelClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, value, error, hint, maxLength, optional, className, labelClassName }}>
      <input
        id={id}
        data-testid={id}
        type="text"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: hint && !error, error })}
        className={controlClasses(Boolean(error))}
        {...inputProps}
      />
    </FieldFrame>
  );
}

/** A labelled textarea with hint, counter and error. `data-testid` is its id. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  maxLength,
  optional,
  className,
  labelClassName,
  rows = 3,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, value, error, hint, maxLength, optional, className, labelClassName }}>
      <textarea
        id={id}
        data-testid={id}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: hint && !error, error })}
        className={controlClasses(Boolean(error), 'resize-y leading-relaxed')}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
