/** The data-testid of a construct form control for a schema path (mirrors the form's fieldId). */
export function fieldTestId(path: string): string {
  return `field-${path.replace(/\[(\d+)\]/g, '-$1').replace(/\./g, '-')}`;
}

/** The data-testid of the error shown under that control. */
export function errorTestId(path: string): string {
  return `${fieldTestId(path)}-error`;
}

/** Quotes a value for a CSS attribute selector. */
export function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

export const CONSTRUCT_URL = /\/constructs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
