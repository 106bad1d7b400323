import { describe, expect, it } from 'vitest';
import { loadAgentsConfig } from './config';
import { modelSettingsFor, selectWriterModel, writerTierFor } from './tiers';

describe('writerTierFor', () => {
  it('keeps the small model for new items and after one failed review', () => {
    expect(writerTierFor(0)).toBe('small');
    expect(writerTierFor(1)).toBe('small');
  });

  it('escalates to the strong model from the second failed review on', () => {
    expect(writerTierFor(2)).toBe('strong');
    expect(writerTierFor(5)).toBe('strong');
  });

  it('rejects counts that cannot be counts', () => {
    expect(() => writerTierFor(-1)).toThrow(RangeError);
    expect(() => writerTierFor(1.5)).toThrow(RangeError);
    expect(() => writerTierFor(Number.NaN)).toThrow(RangeError);
  });
});

describe('selectWriterModel', () => {
  it('the small tier is the writer itself by default, the strong tier gpt-4o', () => {
    const config = loadAgentsConfig({ env: {} });
    expect(selectWriterModel(config, 'small')).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      temperature: 1,
      timeoutMs: config.agents.writer.timeoutMs,
      fallbacks: [],
    });
    expect(selectWriterModel(config, 'strong')).toMatchObject({ provider: 'openai', model: 'gpt-4o', temperature: 1 });
  });

  it('a tier overrides only the fields it sets', () => {
    const config = loadAgentsConfig({
      env: { SCALEWRIGHT_MODEL_WRITER: 'groq:llama-3.1-8b-instant', SCALEWRIGHT_FALLBACKS_WRITER: 'ollama:llama3.1' },
      overrides: { writer: { tiers: { strong: { provider: 'openrouter', model: 'openai/gpt-4o', temperature: 0.8 } } } },
    });
    expect(selectWriterModel(config, 'small')).toMatchObject({ provider: 'groq', model: 'llama-3.1-8b-instant' });
    expect(selectWriterModel(config, 'strong')).toMatchObject({
      provider: 'openrouter',
      model: 'openai/gpt-4o',
      temperature: 0.8,
      fallbacks: [{ provider: 'ollama', model: 'llama3.1' }],
    });
    expect(modelSettingsFor(config, 'writer', 'strong').model).toBe('openai/gpt-4o');
    expect(modelSettingsFor(config, 'bias', 'strong').model).toBe(config.agents.bias.model);
  });
});
