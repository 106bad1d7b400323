/**
 * A run's settings, shared by the start-run form, its server action, the headless command and the
 * graph. Defaults follow Lee, Son & Jia (2025) and DESIGN.md §4.
 */
import { z } from 'zod';
import { agentsOverrideSchema } from '@/lib/llm/config-schema';
import { DEFAULT_THRESHOLDS } from '@/lib/psychometrics';

export const FEEDBACK_MODES = ['person', 'lewmod', 'auto-keep'] as const;
export type FeedbackMode = (typeof FEEDBACK_MODES)[number];

const unit = z.number().min(-1).max(1);
const score5 = z.number().min(1).max(5);

export const thresholdsSchema = z
  .object({
    htc: z.number().min(0).max(1).default(DEFAULT_THRESHOLDS.htc).describe('Minimum c-value (htc) for KEEP'),
    htd: unit.default(DEFAULT_THRESHOLDS.htd).describe('Minimum d-value (htd) for KEEP'),
    keepBias: score5.default(DEFAULT_THRESHOLDS.keepBias).describe('Minimum bias score for KEEP'),
    keepLinguistic: score5.default(DEFAULT_THRESHOLDS.keepLinguistic).describe('Minimum of the four linguistic scores for KEEP'),
    discardBias: score5.default(DEFAULT_THRESHOLDS.discardBias).describe('Bias score at or below which an item is discarded'),
    discardLinguistic: score5
      .default(DEFAULT_THRESHOLDS.discardLinguistic)
      .describe('Linguistic minimum at or below which an item is discarded'),
  })
  .strict()
  .refine((t) => t.discardBias < t.keepBias, { message: 'the DISCARD bias level must be below the KEEP level', path: ['discardBias'] })
  .refine((t) => t.discardLinguistic < t.keepLinguistic, {
    message: 'the DISCARD linguistic level must be below the KEEP level',
    path: ['discardLinguistic'],
  });

export const runSettingsSchema = z
  .object({
    itemsPerDimension: z.number().int().min(1).max(20).default(4),
    maxRounds: z.number().int().min(1).max(10).default(3),
    thresholds: thresholdsSchema.default(() => thresholdsSchema.parse({})),
    mode: z.enum(FEEDBACK_MODES).default('person'),
    research: z.boolean().default(false),
    judges: z.number().int().min(1).max(7).default(3),
    /** Use the offline heuristic panel even when a model key is configured. */
    offline: z.boolean().default(false),
    /** Per-agent overrides of the model configuration, checked against lib/llm's override schema and stored as given. */
    models: z
      .record(z.string(), z.unknown())
      .optional()
      .superRefine((models, ctx) => {
        const parsed = agentsOverrideSchema.safeParse(models ?? {});
        if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      }),
  })
  .strict();

export type RunSettings = z.infer<typeof runSettingsSchema>;
export type RunSettingsInput = z.input<typeof runSettingsSchema>;
export type RunThresholds = RunSettings['thresholds'];
