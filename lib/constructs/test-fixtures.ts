import type { ConstructInput } from './schema';

/** A small valid construct in the public format (no defaults filled in), for tests. */
export function minimalConstruct(): ConstructInput {
  return {
    name: 'Workplace Curiosity',
    definition: 'The tendency to seek out new information and experiences at work.',
    population: 'Full-time employees',
    dimensions: [
      {
        name: 'Information Seeking',
        definition: 'Actively looking for new knowledge relevant to one’s job.',
        orbiting: [
          { name: 'Conscientiousness', definition: 'Being organised, dependable and hard-working.' },
          { name: 'Proactive Personality', definition: 'A disposition to take action to change one’s environment.' },
        ],
      },
    ],
  };
}
