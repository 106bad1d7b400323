import { describe, expect, it } from 'vitest';
import { runSettingsSchema } from '@/lib/runs/settings';
import { draftFromDefaults, draftToInput, parseNumber, serverErrorsToMap, validateDraft, type AgentOption } from './settings-draft';

const defaults = runSettingsSchema.parse({});
const agents: AgentOption[] = [
  { id: 'writer', displayName: 'ItemWriter', provider: 'openai', model: 'gpt-4o-mini', temperature: 1, ready: true },
  { id: 'content', displayName: 'ContentReviewer', provider: 'openai', model: 'gpt-4o-mini', temperature: 0, ready: true },
];

describe('start-run settings draft', () => {
  it("starts from the paper's defaults and turns them back into the same settings", () => {
    const draft = draftFromDefaults(defaults, agents, false);
    expect(draft.thresholds.htc).toBe('0.83');
    expect(draft.itemsPerDimension).toBe('4');
    const input = draftToInput(draft, agents, false);
    expect(runSettingsSchema.parse(input)).toEqual(defaults);
    expect(input).not.toHaveProperty('models');
    expect(validateDraft(draft, agents, false).size).toBe(0);
  });

  it('reads numbers the way psychometricians write them', () => {
    expect(parseNumber('.83')).toBe(0.83);
    expect(parseNumber(' 4 ')).toBe(4);
    expect(parseNumber('−.12')).toBe(-0.12);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('4 items')).toBeNaN();
  });

  it('names each bad field with a readable message', () => {
    const draft = draftFromDefaults(defaults, agents, false);
    draft.itemsPerDimension = '';
    draft.maxRounds = '2.5';
    draft.judges = '9';
    draft.thresholds.htc = 'high';
    const errors = validateDraft(draft, agents, false);
    expect(Object.fromEntries(errors)).toEqual({
      itemsPerDimension: 'required',
      maxRounds: 'must be a whole number',
      judges: 'must be between 1 and 7',
      'thresholds.htc': 'must be a number',
    });
  });

  it('refuses a DISCARD level at or above its KEEP level', () => {
    const draft = draftFromDefaults(defaults, agents, false);
    draft.thresholds.discardBias = '4';
    const errors = validateDraft(draft, agents, false);
    expect(errors.get('thresholds.discardBias')).toMatch(/below the KEEP level/);
  });

  it('sends only changed models, and none with the offline panel', () => {
    const draft = draftFromDefaults(defaults, agents, false);
    draft.models.writer = 'gpt-4o';
    expect(draftToInput(draft, agents, false).models).toEqual({ writer: { model: 'gpt-4o' } });
    expect(draftToInput(draft, agents, true)).not.toHaveProperty('models');
    expect(draftToInput(draft, agents, true).offline).toBe(true);
    draft.models.content = ' ';
    expect(validateDraft(draft, agents, false).get('models.content')).toMatch(/required/);
    expect(validateDraft(draft, agents, true).has('models.content')).toBe(false);
  });

  it('forces the offline panel on when no model key is set', () => {
    expect(draftFromDefaults(defaults, agents, true).offline).toBe(true);
  });

  it("maps the server's field paths onto the form's", () => {
    const map = serverErrorsToMap([
      { path: 'settings.thresholds.htc', message: 'too big' },
      { path: 'constructId', message: 'bad' },
      { path: 'settings.models.writer.model', message: 'unknown model' },
    ]);
    expect(map.get('thresholds.htc')).toBe('too big');
    expect(map.get('constructId')).toBe('bad');
    expect(map.get('models.writer')).toBe('unknown model');
  });
});
