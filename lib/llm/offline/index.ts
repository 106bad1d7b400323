import type { Panel } from '@/lib/agents/panel';
import { offlineBias } from './bias';
import { offlineContent } from './content';
import { OFFLINE_PANEL_LABEL } from './heuristic';
import { offlineLewmod } from './lewmod';
import { offlineLinguistic } from './linguistic';
import { offlineMeta } from './meta';
import { offlineResearch } from './research';
import { offlineWrite } from './writer';

/**
 * The offline heuristic panel: every agent of the LM-AIG graph as deterministic rules, with no
 * network and no model (DESIGN.md §5). Same input, same output; what varies between runs comes
 * from a hash of the seed and the run, round and task ids. Everything it writes for people is
 * prefixed "[heuristic] ".
 */
export interface OfflinePanelOptions {
  /** Changes every seeded choice (item order, judges' ±1 leanings); default "scalewright". */
  seed?: string;
}

export function createOfflinePanel(options: OfflinePanelOptions = {}): Panel {
  const seed = options.seed ?? 'scalewright';
  return {
    heuristic: true,
    label: OFFLINE_PANEL_LABEL,
    research: (input, ctx) => offlineResearch(input, ctx),
    write: (input, ctx) => offlineWrite(input, ctx, seed),
    content: (input, ctx) => offlineContent(input, ctx, seed),
    linguistic: (input, ctx) => offlineLinguistic(input, ctx),
    bias: (input, ctx) => offlineBias(input, ctx),
    meta: (input, ctx) => offlineMeta(input, ctx),
    lewmod: (input, ctx) => offlineLewmod(input, ctx),
  };
}

export { HEURISTIC_PREFIX, OFFLINE_PANEL_LABEL } from './heuristic';
