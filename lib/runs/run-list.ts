import type { RunStatus } from './board-types';

/** One row of the runs list: what `listRuns` returns and the runs table shows. */
export interface RunListItem {
  id: string;
  constructId: string;
  constructName: string;
  status: RunStatus;
  currentRound: number;
  maxRounds: number;
  heuristic: boolean;
  error: string | null;
  counts: { KEEP: number; REVISE: number; DISCARD: number };
  createdAt: Date;
  updatedAt: Date;
}
