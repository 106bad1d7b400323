import { describe, expect, it } from 'vitest';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { constructSchema } from '@/lib/constructs/schema';
import { composeCandidates, contextOf } from './compose';
import { toFirstPersonText } from './first-person';
import { TEAM_SAFETY } from './test-fixtures';

const dim = (name: string) => AAAW_PRESET.dimensions.find((d) => d.name === name)!;

describe('items composed from definitions', () => {
  it('puts a definition into the respondent’s voice', () => {
    expect(toFirstPersonText("Worry that AI may replace the employee or reduce the need for their skills in one's job.")).toBe(
      'Worry that AI may replace me or reduce the need for my skills in my job.',
    );
    expect(toFirstPersonText('The extent to which the employee sees AI as humanlike.')).toBe('The extent to which I see AI as humanlike.');
    expect(toFirstPersonText('The belief that AI is useful to oneself.')).toBe('The belief that AI is useful to me.');
  });

  it('turns the claims, feelings and listed behaviours of a definition into first-person items', () => {
    expect(composeCandidates(AAAW_PRESET, dim('Job Insecurity')).primary).toEqual(
      expect.arrayContaining(['I worry that AI may replace me.', 'I am concerned that AI may reduce the need for my skills.']),
    );
    expect(composeCandidates(AAAW_PRESET, dim('AI Use Anxiety')).primary).toEqual(
      expect.arrayContaining(['I feel a sense of unease when using AI tools in my work.', 'I worry about making mistakes with AI.']),
    );
    expect(composeCandidates(AAAW_PRESET, dim('Perceived Humanlikeness of AI')).primary).toContain('I see AI as having something like a mind.');
    expect(composeCandidates(TEAM_SAFETY, TEAM_SAFETY.dimensions[0]).primary).toContain('I feel comfortable asking questions in my team.');
  });

  it('falls back on the dimension name when the definition has no usable phrase', () => {
    const spec = constructSchema.parse({
      name: 'Study engagement',
      definition: 'How absorbed students are in their studies.',
      population: 'University students',
      dimensions: [
        { name: 'Absorption', definition: 'Deep focus.', orbiting: [{ name: 'Flow', definition: 'Effortless attention.' }, { name: 'Vigor' }] },
        { name: 'Vigor', definition: 'Energy.', orbiting: [{ name: 'Absorption' }, { name: 'Motivation', definition: 'Drive.' }] },
      ],
    });
    const { primary, fallback } = composeCandidates(spec, spec.dimensions[0]);
    expect(primary).toEqual([]);
    expect(fallback).toContain('At school, I experience absorption.');
    expect(contextOf(spec).phrase).toBe('at school');
  });
});
