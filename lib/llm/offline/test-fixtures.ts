/** Shared inputs for the offline panel's tests (not used by the app). */
import type { CallContext, ReviewItem } from '@/lib/agents/panel';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { constructSchema, type ConstructSpec } from '@/lib/constructs/schema';

export const ctx: CallContext = { runId: 'run-test-1', round: 1 };

export const TEAM_SAFETY: ConstructSpec = constructSchema.parse({
  name: 'Team psychological safety',
  definition: 'A shared belief that the team is safe for interpersonal risk taking.',
  population: 'Employees who work in teams',
  dimensions: [
    {
      name: 'Interpersonal Risk Taking',
      definition:
        'The belief that team members can take interpersonal risks, such as asking questions, admitting mistakes or ' +
        'offering new ideas, without fear of embarrassment or punishment.',
      orbiting: [
        { name: 'Mutual Respect' },
        { name: 'Team Cohesion', definition: 'The degree to which team members like each other and want to remain in the team.' },
      ],
    },
    {
      name: 'Mutual Respect',
      definition: 'The extent to which the employee feels that teammates value their skills, respect their views and treat them fairly.',
      orbiting: [
        { name: 'Interpersonal Risk Taking' },
        { name: 'Trust in Leader', definition: "An employee's willingness to rely on their team leader's decisions and good intentions." },
      ],
    },
  ],
});

export function reviewItem(stem: string, dimension: string, itemId = 'i1', construct: ConstructSpec = AAAW_PRESET): ReviewItem {
  const dimensionIndex = construct.dimensions.findIndex((d) => d.name === dimension);
  if (dimensionIndex < 0) throw new Error(`No dimension ${dimension}`);
  return { itemId, dimensionIndex, dimension, stem };
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
