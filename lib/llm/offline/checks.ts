import { checkItem, type ItemFlag } from '@/lib/psychometrics';

/** The item-writing checks of lib/psychometrics, the one source of truth for flags. */
export type Flag = ItemFlag;
export type FlagCode = ItemFlag['code'];

export function flagsOf(stem: string): Flag[] {
  return checkItem(stem);
}
