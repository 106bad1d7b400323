/**
 * The panel of agents the graph talks to. Two implementations: the LLM panel (prompts + models
 * through lib/llm) and the offline heuristic panel (lib/llm/offline), which needs no network.
 * Nodes call the panel, never a provider SDK, so both run the same graph.
 */
import type { ConstructSpec } from '@/lib/constructs/schema';
import type {
  BiasOutput,
  ContentOutput,
  LewmodOutput,
  LinguisticOutput,
  MetaOutput,
  ResearchOutput,
  WriterOutput,
  WriterTask,
} from './schemas';

/** Where a call happens, for the llm_calls log and cancellation. */
export interface CallContext {
  runId: string;
  round: number;
  signal?: AbortSignal;
}

export interface SearchResult {
  title: string;
  url: string;
  content: string;
}

export interface ResearchInput {
  construct: ConstructSpec;
  /** Tavily results to summarise; empty when web research is off or unavailable. */
  results: SearchResult[];
}

export interface WriterInput {
  construct: ConstructSpec;
  tasks: WriterTask[];
  researchSummary: string;
  /** The person's (or LewMod's) global notes of earlier rounds, oldest first. */
  notes: string[];
  /** Stems of earlier rounds and earlier runs of the same construct: do not repeat them. */
  memory: string[];
  /** small: the default model; strong: for items that failed review twice. */
  tier: 'small' | 'strong';
  round: number;
}

/** An item as the reviewers see it. */
export interface ReviewItem {
  itemId: string;
  dimensionIndex: number;
  dimension: string;
  stem: string;
}

export interface ContentInput {
  construct: ConstructSpec;
  items: ReviewItem[];
  /** Judge personas, one rating set each (default three naive judges). */
  judges: string[];
}

export interface TextReviewInput {
  construct: ConstructSpec;
  items: ReviewItem[];
}

export interface MetaInput {
  construct: ConstructSpec;
  items: ReviewItem[];
  content: ContentOutput;
  linguistic: LinguisticOutput;
  bias: BiasOutput;
}

export interface LewmodItem extends ReviewItem {
  decision: 'KEEP' | 'REVISE' | 'DISCARD';
  reasons: string[];
  htc: number | null;
  htd: number | null;
  flags: string[];
  metaComment?: string;
}

export interface LewmodInput {
  construct: ConstructSpec;
  round: number;
  maxRounds: number;
  items: LewmodItem[];
  /** Items already frozen in earlier rounds, per dimension. */
  keptPerDimension: Record<string, number>;
  itemsPerDimension: number;
}

export interface Panel {
  /** True for the offline heuristic panel: its output is labelled as heuristic everywhere. */
  readonly heuristic: boolean;
  readonly label: string;
  research(input: ResearchInput, ctx: CallContext): Promise<ResearchOutput>;
  write(input: WriterInput, ctx: CallContext): Promise<WriterOutput>;
  content(input: ContentInput, ctx: CallContext): Promise<ContentOutput>;
  linguistic(input: TextReviewInput, ctx: CallContext): Promise<LinguisticOutput>;
  bias(input: TextReviewInput, ctx: CallContext): Promise<BiasOutput>;
  meta(input: MetaInput, ctx: CallContext): Promise<MetaOutput>;
  lewmod(input: LewmodInput, ctx: CallContext): Promise<LewmodOutput>;
}

export const DEFAULT_JUDGES = [
  'Judge A: a working adult with no training in psychology',
  'Judge B: a graduate student unfamiliar with this construct',
  'Judge C: a careful reader who takes each definition literally',
];
