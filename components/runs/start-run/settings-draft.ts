/**
 * The start-a-run form as data: what is typed (strings, so nothing typed is lost), how it becomes
 * the settings of `startRunAction`, and the problems to show at each field.
 */
import { formatIssues } from '@/lib/constructs/issues';
import { runSettingsSchema, type FeedbackMode, type RunSettings, type RunSettingsInput } from '@/lib/runs/settings';

export interface AgentOption {
  id: string;
  displayName: string;
  provider: string;
  model: string;
  temperature: number;
  ready: boolean;
}

export const THRESHOLD_KEYS = ['htc', 'htd', 'keepBias', 'keepLinguistic', 'discardBias', 'discardLinguistic'] as const;
export type ThresholdKey = (typeof THRESHOLD_KEYS)[number];

export interface SettingsDraft {
  itemsPerDimension: string;
  maxRounds: string;
  judges: string;
  mode: FeedbackMode;
  research: boolean;
  offline: boolean;
  thresholds: Record<ThresholdKey, string>;
  /** Model name per agent id, as typed. */
  models: Record<string, string>;
}

/** Numeric fields: their range and whether they must be whole numbers. */
export const NUMERIC_FIELDS: Record<string, { min: number; max: number; integer: boolean }> = {
  itemsPerDimension: { min: 1, max: 20, integer: true },
  maxRounds: { min: 1, max: 10, integer: true },
  judges: { min: 1, max: 7, integer: true },
  'thresholds.htc': { min: 0, max: 1, integer: false },
  'thresholds.htd': { min: -1, max: 1, integer: false },
  'thresholds.keepBias': { min: 1, max: 5, integer: false },
  'thresholds.keepLinguistic': { min: 1, max: 5, integer: false },
  'thresholds.discardBias': { min: 1, max: 5, integer: false },
  'thresholds.discardLinguistic': { min: 1, max: 5, integer: false },
};

export function draftFromDefaults(defaults: RunSettings, agents: AgentOption[], offlineDefault: boolean): SettingsDraft {
  return {
    itemsPerDimension: String(defaults.itemsPerDimension),
    maxRounds: String(defaults.maxRounds),
    judges: String(defaults.judges),
    mode: defaults.mode,
    research: defaults.research,
    offline: offlineDefault || defaults.offline,
    thresholds: thresholdStrings(defaults.thresholds),
    models: Object.fromEntries(agents.map((agent) => [agent.id, agent.model])),
  };
}

export function thresholdStrings(thresholds: RunSettings['thresholds']): Record<ThresholdKey, string> {
  return Object.fromEntries(THRESHOLD_KEYS.map((key) => [key, String(thresholds[key])])) as Record<ThresholdKey, string>;
}

/** "0.83", ".83" and " 4 " are numbers; "", "abc" and "1e" are not (NaN). */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(/^−/, '-');
  if (trimmed === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** The settings to send: numbers parsed, and only the models that differ from the configuration. */
export function draftToInput(draft: SettingsDraft, agents: AgentOption[], offlineForced: boolean): RunSettingsInput {
  const offline = offlineForced || draft.offline;
  const models: Record<string, { model: string }> = {};
  if (!offline) {
    for (const agent of agents) {
      const typed = draft.models[agent.id]?.trim();
      if (typed && typed !== agent.model) models[agent.id] = { model: typed };
    }
  }
  return {
    itemsPerDimension: parseNumber(draft.itemsPerDimension),
    maxRounds: parseNumber(draft.maxRounds),
    judges: parseNumber(draft.judges),
    mode: draft.mode,
    research: draft.research,
    offline,
    thresholds: Object.fromEntries(THRESHOLD_KEYS.map((key) => [key, parseNumber(draft.thresholds[key])])) as Record<ThresholdKey, number>,
    ...(Object.keys(models).length > 0 ? { models } : {}),
  };
}

function numericMessage(text: string, { min, max, integer }: { min: number; max: number; integer: boolean }): string | null {
  if (text.trim() === '') return 'required';
  const value = parseNumber(text);
  if (Number.isNaN(value)) return 'must be a number';
  if (integer && !Number.isInteger(value)) return 'must be a whole number';
  if (value < min || value > max) return `must be between ${min} and ${max}`;
  return null;
}

function fieldText(draft: SettingsDraft, path: string): string {
  if (path.startsWith('thresholds.')) return draft.thresholds[path.slice('thresholds.'.length) as ThresholdKey];
  return draft[path as 'itemsPerDimension' | 'maxRounds' | 'judges'];
}

/**
 * Problems at their field paths (`itemsPerDimension`, `thresholds.discardBias`, `models.writer`):
 * readable range messages first, then the schema's own rules (a DISCARD level below its KEEP level).
 */
export function validateDraft(draft: SettingsDraft, agents: AgentOption[], offlineForced: boolean): Map<string, string> {
  const errors = new Map<string, string>();
  for (const [path, range] of Object.entries(NUMERIC_FIELDS)) {
    const message = numericMessage(fieldText(draft, path), range);
    if (message) errors.set(path, message);
  }
  if (!offlineForced && !draft.offline) {
    for (const agent of agents) {
      if ((draft.models[agent.id] ?? '').trim() === '') errors.set(`models.${agent.id}`, 'required (or use the offline panel)');
    }
  }
  if (errors.size > 0) return errors;
  const parsed = runSettingsSchema.safeParse(draftToInput(draft, agents, offlineForced));
  if (!parsed.success) {
    for (const issue of formatIssues(parsed.error)) {
      const path = formPath(issue.path);
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  return errors;
}

/** The form shows a model problem at the agent's model field: `models.writer.model` → `models.writer`. */
export function formPath(path: string): string {
  const model = /^models\.([^.[\]]+)/.exec(path);
  return model ? `models.${model[1]}` : path;
}

/** Server field errors come as `settings.thresholds.htc`; the form's paths have no `settings.` prefix. */
export function serverErrorsToMap(fieldErrors: Array<{ path: string; message: string }> | undefined): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of fieldErrors ?? []) {
    const path = formPath(issue.path.replace(/^settings\./, ''));
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

/** The id (and data-testid) of the control for a path: `run-thresholds-htc`. */
export function settingFieldId(path: string): string {
  return `run-${path.replace(/\./g, '-')}`;
}
