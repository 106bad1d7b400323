import { constructSchema, type ConstructInput, type ConstructSpec } from './schema';

/*
 * Attitudes toward AI at Work (AAAW), after Park, Woo & Kim (2024), Journal of Occupational and
 * Organizational Psychology. Definitions and orbiting constructs are written for Scalewright
 * from the published description of the scale; they are not the authors' wording or items.
 * Orbiting constructs that are sibling dimensions leave their definition empty: the schema
 * copies in the sibling's definition.
 */
const AAAW_INPUT: ConstructInput = {
  name: 'Attitudes toward AI at Work',
  definition:
    "An employee's evaluative beliefs and feelings about artificial intelligence in their workplace. " +
    'It covers how the employee sees AI itself (how humanlike, adaptable and capable it is) and how they ' +
    'see what AI means for them (worry about using it, threat to their job, and benefit to their own work).',
  population: 'Employees who use or may use AI tools at work',
  responseScale: { anchors: 7 },
  dimensions: [
    {
      name: 'AI Use Anxiety',
      definition:
        'Feelings of unease, nervousness or apprehension when using, or expecting to use, AI tools in ' +
        "one's work, such as worry about making mistakes with AI or not understanding how it reaches its outputs.",
      orbiting: [
        { name: 'Job Insecurity' },
        {
          name: 'Computer Self-Efficacy',
          definition:
            "A person's belief in their own ability to use computers and software successfully to " +
            'accomplish tasks, independent of any emotional reaction to the technology.',
        },
      ],
    },
    {
      name: 'Personal Utility',
      definition:
        'The belief that AI is useful to oneself: that it helps the employee get their own work done, ' +
        'saves them effort or time, and improves their personal outcomes at work.',
      orbiting: [
        { name: 'Perceived Quality of AI' },
        {
          name: 'Perceived Ease of Use',
          definition:
            'The degree to which a person believes that using a particular system would be free of ' +
            'effort, that is, simple to learn and operate, regardless of what it achieves.',
        },
      ],
    },
    {
      name: 'Perceived Humanlikeness of AI',
      definition:
        'The extent to which the employee sees AI as resembling a human being: as having something like ' +
        'a mind, feelings, intentions or a personality of its own, and as interacting in a human way.',
      orbiting: [
        { name: 'Perceived Adaptability of AI' },
        {
          name: 'Trust in AI',
          definition:
            "A person's willingness to rely on AI and accept being vulnerable to its outputs, based on " +
            'positive expectations about its reliability and intentions.',
        },
      ],
    },
    {
      name: 'Perceived Adaptability of AI',
      definition:
        'The belief that AI can adjust to new situations and demands: that it learns from experience, ' +
        'handles a widening range of tasks, and keeps improving over time.',
      orbiting: [
        { name: 'Perceived Humanlikeness of AI' },
        {
          name: 'Personal Innovativeness in Information Technology',
          definition:
            "An individual's general willingness to try out new information technologies early, as a " +
            'stable trait of the person rather than a belief about any technology.',
        },
      ],
    },
    {
      name: 'Perceived Quality of AI',
      definition:
        'The belief that the work AI produces is of high standard: accurate, reliable, consistent and ' +
        'free of errors, judged by the quality of its outputs.',
      orbiting: [
        { name: 'Personal Utility' },
        {
          name: 'Algorithm Aversion',
          definition:
            'A tendency to prefer human judgement over algorithmic judgement and to lose confidence in ' +
            'algorithms quickly after seeing them err, even when they outperform people.',
        },
      ],
    },
    {
      name: 'Job Insecurity',
      definition:
        "Worry that AI threatens the continuity or value of one's job: that AI may replace the employee, " +
        'reduce the need for their skills, or make their position less secure.',
      orbiting: [
        { name: 'AI Use Anxiety' },
        {
          name: 'Turnover Intention',
          definition:
            "An employee's conscious and deliberate plan to leave their current organisation within a " +
            'foreseeable period, for whatever reason.',
        },
      ],
    },
  ],
  constraints:
    'Write about AI tools in general as the respondent meets them at work, not about a specific product. ' +
    'Use plain language a working adult reads at first glance (7th–8th grade), first person, present tense.',
};

/** The AAAW preset, validated, with every default applied. */
export const AAAW_PRESET: ConstructSpec = constructSchema.parse(AAAW_INPUT);

export interface ConstructPreset {
  /** Used in URLs: `/constructs/new?preset=aaaw`. */
  id: string;
  title: string;
  citation: string;
  spec: ConstructSpec;
}

export const PRESETS: readonly ConstructPreset[] = [
  {
    id: 'aaaw',
    title: 'Attitudes toward AI at Work (AAAW)',
    citation:
      'Park, J., Woo, S. E., & Kim, J. (2024). Attitudes towards artificial intelligence at work: Scale ' +
      'development and validation. Journal of Occupational and Organizational Psychology.',
    spec: AAAW_PRESET,
  },
];

export function getPreset(id: string): ConstructPreset | undefined {
  return PRESETS.find((preset) => preset.id === id);
}
