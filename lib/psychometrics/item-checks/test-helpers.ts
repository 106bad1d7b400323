import { expect } from 'vitest';
import { checkItem } from './check-item';
import type { ItemFlag, ItemFlagCode } from './types';

/** The flag of one code for a stem, or undefined. */
export function flagOf(stem: string, code: ItemFlagCode): ItemFlag | undefined {
  return checkItem(stem).find((f) => f.code === code);
}

/** Asserts the stem gets the flag, and (if given) that its span covers exactly `spanText`. */
export function expectFlagged(stem: string, code: ItemFlagCode, spanText?: string): ItemFlag {
  const flag = flagOf(stem, code);
  expect(flag, `"${stem}" should be flagged ${code}`).toBeDefined();
  if (spanText !== undefined) {
    expect(flag?.span, `"${stem}" ${code} span`).toBeDefined();
    expect(stem.slice(flag!.span!.start, flag!.span!.end)).toBe(spanText);
  }
  return flag!;
}

export function expectNotFlagged(stem: string, code: ItemFlagCode): void {
  const flag = flagOf(stem, code);
  expect(flag, `"${stem}" should not be flagged ${code}: ${flag?.message}`).toBeUndefined();
}
