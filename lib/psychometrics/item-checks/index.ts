export { checkItem, DEFAULT_MAX_GRADE, DEFAULT_MAX_WORDS } from './check-item';
export { ITEM_FLAG_CODES } from './types';
export type { ItemCheckOptions, ItemFlag, ItemFlagCode, Span } from './types';
