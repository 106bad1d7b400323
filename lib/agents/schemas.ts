/**
 * What each agent returns, as zod schemas. They are the contract between the models (their
 * descriptions go into the prompts), the offline heuristic panel, the graph and the tests'
 * scripted fake server. Every agent answers one batch per round, never one call per item.
 */
import { z } from 'zod';

const rating5 = z.number().int().min(1).max(5);

/**
 * Text that can be stored (PostgreSQL refuses NUL in text and JSON) and quoted in a prompt:
 * no control characters but tabs and line breaks. Stems are one line with none at all, so a
 * stem can never add a line (or a made-up item) to another agent's prompt.
 */
const PRINTABLE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
const ONE_LINE = /^[^\u0000-\u001F\u007F]*$/;
const prose = (max: number) => z.string().max(max).regex(PRINTABLE, 'must not contain control characters');
const oneLine = (min: number, max: number) => z.string().min(min).max(max).regex(ONE_LINE, 'must be one line without control characters');

export const researchOutputSchema = z.object({
  summary: prose(6000)
    .min(1)
    .describe('A concise summary of how the literature defines and measures the construct and each dimension'),
  facets: z.array(prose(300)).max(40).describe('Key facets or behaviours an item could target, one short phrase each'),
});
export type ResearchOutput = z.infer<typeof researchOutputSchema>;

/** One writing task: generate a new item for a dimension, or revise an existing one. */
export interface WriterTask {
  taskId: string;
  kind: 'new' | 'revise';
  dimension: string;
  /** For revisions: the current stem and the feedback it received. */
  currentStem?: string;
  feedback?: string[];
  /** For replacements of a discarded item: the stem that must not come back. */
  avoid?: string;
}

export const writerOutputSchema = z.object({
  items: z
    .array(
      z.object({
        taskId: z.string().describe('The taskId of the writing task this item answers, exactly as given'),
        stem: oneLine(3, 400).describe('The item text as respondents will read it: first person, present tense, one idea'),
        rationale: prose(800).describe('Why this item measures its dimension and not the orbiting constructs'),
      }),
    )
    .describe('Exactly one item per writing task'),
});
export type WriterOutput = z.infer<typeof writerOutputSchema>;

export const contentOutputSchema = z.object({
  ratings: z
    .array(
      z.object({
        itemId: z.string().describe('The itemId exactly as given'),
        judges: z
          .array(
            z.object({
              judge: oneLine(0, 500).describe('The judge persona giving these ratings'),
              target: z.number().int().describe('How well the item matches the target dimension definition, on 1..anchors'),
              orbiting: z
                .array(z.number().int())
                .describe('How well the item matches each orbiting construct definition, in the order given, on 1..anchors'),
            }),
          )
          .describe('One entry per judge, in the order of the personas given'),
      }),
    )
    .describe('One entry per item'),
});
export type ContentOutput = z.infer<typeof contentOutputSchema>;

export const linguisticOutputSchema = z.object({
  ratings: z
    .array(
      z.object({
        itemId: z.string().describe('The itemId exactly as given'),
        grammar: rating5.describe('Grammatical accuracy and stylistic consistency, 1 (poor) to 5 (excellent)'),
        readability: rating5.describe('Ease of understanding at a 7th-8th grade reading level, 1 to 5'),
        negativeLanguage: rating5.describe('Avoidance of unnecessary negative language, 1 (heavy) to 5 (none)'),
        clarity: rating5.describe('Clarity and directness: not confusing, double-barreled or leading, 1 to 5'),
        comment: prose(500).optional().describe('One short sentence on the weakest criterion'),
      }),
    )
    .describe('One entry per item'),
});
export type LinguisticOutput = z.infer<typeof linguisticOutputSchema>;

export const biasOutputSchema = z.object({
  ratings: z
    .array(
      z.object({
        itemId: z.string().describe('The itemId exactly as given'),
        score: rating5.describe('1 (highly biased) to 5 (unbiased) over gender, religion, race, age and culture'),
        comment: prose(500).optional().describe('The biased wording, if any'),
      }),
    )
    .describe('One entry per item'),
});
export type BiasOutput = z.infer<typeof biasOutputSchema>;

export const metaOutputSchema = z.object({
  reviews: z
    .array(
      z.object({
        itemId: z.string().describe('The itemId exactly as given'),
        comment: prose(800).describe('A synthesis of the three reviews of this item'),
        suggestedRevision: oneLine(0, 400).optional().describe('A better stem, when the item needs one'),
      }),
    )
    .describe('One entry per item'),
});
export type MetaOutput = z.infer<typeof metaOutputSchema>;

export const itemActionSchema = z.enum(['KEEP', 'REVISE', 'DISCARD']);
export type ItemAction = z.infer<typeof itemActionSchema>;

export const lewmodOutputSchema = z.object({
  decisions: z
    .array(
      z.object({
        itemId: z.string().describe('The itemId exactly as given'),
        action: itemActionSchema.describe('KEEP freezes the item, REVISE sends it back with the note, DISCARD replaces it'),
        note: prose(500).optional().describe('What the writer should change (for REVISE) or why (for DISCARD)'),
      }),
    )
    .describe('One decision per item under review'),
  rationale: prose(2000).describe('The senior psychometrician’s overall judgement of this round'),
  approve: z.boolean().describe('True when the kept items already make a scale good enough for a pilot study'),
});
export type LewmodOutput = z.infer<typeof lewmodOutputSchema>;

/** The resume value of the review interrupt (from the board, LewMod or auto-keep). */
export const reviewSubmissionSchema = z
  .object({
    decisions: z.record(
      z.string(),
      z
        .object({
          action: itemActionSchema,
          note: z.string().trim().max(1000).regex(PRINTABLE, 'must not contain control characters').optional(),
          editedStem: z.string().trim().min(3).max(400).regex(ONE_LINE, 'must be one line without control characters').optional(),
        })
        .strict(),
    ),
    note: z.string().trim().max(4000).regex(PRINTABLE, 'must not contain control characters').optional(),
    approve: z.boolean().optional(),
  })
  .strict();
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;
