/** Every agent of the LM-AIG panel that may call a model. The critic router is code, not an agent. */
export const AGENT_IDS = ['research', 'writer', 'content', 'linguistic', 'bias', 'meta', 'lewmod'] as const;

export type AgentId = (typeof AGENT_IDS)[number];

/** Names in the paper's style, used in the feed (`ItemWriter → Critic: …`). */
export const AGENT_DISPLAY_NAMES: Readonly<Record<AgentId, string>> = {
  research: 'WebSurfer',
  writer: 'ItemWriter',
  content: 'ContentReviewer',
  linguistic: 'LinguisticReviewer',
  bias: 'BiasReviewer',
  meta: 'MetaEditor',
  lewmod: 'LewMod',
};

/** Temperatures from Lee, Son & Jia (2025): the writer 1.0, reviewers 0, meta editor and LewMod 0.3. */
export const DEFAULT_TEMPERATURES: Readonly<Record<AgentId, number>> = {
  research: 0,
  writer: 1.0,
  content: 0,
  linguistic: 0,
  bias: 0,
  meta: 0.3,
  lewmod: 0.3,
};
