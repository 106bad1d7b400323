/**
 * feedback: hands the round to the board with interrupt() (person mode), or lets LewMod answer,
 * or accepts the computed decisions (auto-keep). The computed decision is every item's default;
 * the person's (or LewMod's) choice wins and is stored beside it. KEEP freezes an item, REVISE
 * queues a rewrite with the notes, DISCARD queues a replacement, an edited stem becomes the next
 * version and is reviewed again.
 */
import { interrupt } from '@langchain/langgraph';
import type { GraphDeps } from '../deps';
import { reviewSubmissionSchema, type ItemAction, type ReviewSubmission } from '../schemas';
import type { PoolItem, RunState, RunStateUpdate } from '../state';

/** What the board receives with the interrupt. */
export interface ReviewRequest {
  round: number;
  items: string[];
}

export interface AppliedFeedback {
  pool: PoolItem[];
  decisions: Array<{ item: PoolItem; action: ItemAction; note: string | null }>;
  counts: Record<ItemAction, number> & { edited: number };
}

/** Pure: applies a submission to the pool. Unknown and frozen items in the submission are ignored. */
export function applyFeedback(pool: PoolItem[], submission: ReviewSubmission): AppliedFeedback {
  const decisions: AppliedFeedback['decisions'] = [];
  const counts = { KEEP: 0, REVISE: 0, DISCARD: 0, edited: 0 };
  const next = pool.map((item): PoolItem => {
    if (item.status !== 'active' || !item.review) return item;
    const choice = submission.decisions[item.label];
    const action: ItemAction = choice?.action ?? item.review.decision;
    const note = choice?.note?.trim() || null;
    const edited = choice?.editedStem?.trim();
    if (edited && edited !== item.stem) {
      counts.edited += 1;
      counts.REVISE += 1;
      decisions.push({ item, action: 'REVISE', note: note ?? 'Stem edited by hand' });
      return { ...item, failedReviews: item.failedReviews + 1, pending: { kind: 'edited', stem: edited, note: note ?? undefined } };
    }
    counts[action] += 1;
    decisions.push({ item, action, note });
    if (action === 'KEEP') return { ...item, status: 'kept', pending: null };
    const feedback = [
      note ? `Reviewer's note: ${note}` : null,
      ...item.review.reasons,
      ...item.review.flags.map((flag) => flag.message),
      item.review.metaComment ? `Meta editor: ${item.review.metaComment}` : null,
      item.review.metaRevision ? `Meta editor's suggested revision: ${item.review.metaRevision}` : null,
    ].filter((line): line is string => Boolean(line));
    if (action === 'DISCARD') return { ...item, status: 'discarded', failedReviews: item.failedReviews + 1, pending: { kind: 'replace', feedback } };
    return { ...item, failedReviews: item.failedReviews + 1, pending: { kind: 'revise', feedback } };
  });
  return { pool: next, decisions, counts };
}

function keptPerDimension(state: RunState): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const dimension of state.construct.dimensions) counts[dimension.name] = 0;
  for (const item of state.pool) if (item.status === 'kept') counts[item.dimension] = (counts[item.dimension] ?? 0) + 1;
  return counts;
}

async function lewmodSubmission(deps: GraphDeps, state: RunState): Promise<{ submission: ReviewSubmission; rationale: string }> {
  const items = state.pool
    .filter((item) => item.status === 'active' && item.review)
    .map((item) => ({
      itemId: item.label,
      dimensionIndex: item.dimensionIndex,
      dimension: item.dimension,
      stem: item.stem,
      decision: item.review!.decision,
      reasons: item.review!.reasons,
      htc: item.review!.htc,
      htd: item.review!.htd,
      flags: [...item.review!.flags.map((flag) => flag.code), ...(item.review!.nearDuplicates ? ['near-duplicate'] : [])],
      metaComment: item.review!.metaComment ?? undefined,
    }));
  const out = await deps.panel.lewmod(
    {
      construct: state.construct,
      round: state.round,
      maxRounds: state.settings.maxRounds,
      items,
      keptPerDimension: keptPerDimension(state),
      itemsPerDimension: state.settings.itemsPerDimension,
    },
    { runId: state.runId, round: state.round },
  );
  const decisions: ReviewSubmission['decisions'] = {};
  for (const d of out.decisions) decisions[d.itemId] = { action: d.action, ...(d.note ? { note: d.note } : {}) };
  return { submission: { decisions, note: out.rationale, approve: out.approve }, rationale: out.rationale };
}

export function makeFeedbackNode(deps: GraphDeps) {
  return async function feedback(state: RunState): Promise<RunStateUpdate> {
    const { runId, round } = state;
    const mode = state.settings.mode;
    await deps.store.setRoundStatus(runId, round, 'awaiting_feedback');
    let submission: ReviewSubmission;
    let by: 'human' | 'lewmod' | 'auto-keep';
    let sender: string;
    if (mode === 'person') {
      await deps.store.emit(runId, {
        round,
        agent: 'Critic',
        target: 'Human',
        kind: 'status',
        key: 'feedback:waiting',
        text: `Round ${round} is ready for review on the board.`,
      });
      const request: ReviewRequest = { round, items: state.pool.filter((i) => i.status === 'active').map((i) => i.label) };
      // The server action that resumes the graph has already claimed the round (exactly once).
      submission = reviewSubmissionSchema.parse(interrupt(request));
      by = 'human';
      sender = 'Human';
    } else if (mode === 'lewmod') {
      submission = (await lewmodSubmission(deps, state)).submission;
      by = 'lewmod';
      sender = 'LewMod';
      await deps.store.claimRound(runId, round, by, submission.note ?? null);
    } else {
      submission = { decisions: {} };
      by = 'auto-keep';
      sender = 'Critic';
      await deps.store.claimRound(runId, round, by, null);
    }

    const applied = applyFeedback(state.pool, submission);
    await deps.store.saveDecisions(runId, round, applied.decisions);
    const { KEEP, REVISE, DISCARD, edited } = applied.counts;
    const note = submission.note?.trim();
    await deps.store.emit(runId, {
      round,
      agent: sender,
      target: 'Critic',
      key: 'feedback:decisions',
      text:
        `${by === 'auto-keep' ? 'Accepted the computed decisions: ' : ''}KEEP ${KEEP}, REVISE ${REVISE}${edited ? ` (${edited} edited by hand)` : ''}, DISCARD ${DISCARD}.` +
        (note ? ` Note: ${note}` : '') +
        (submission.approve ? ' Scale approved.' : ''),
      data: {
        by,
        counts: applied.counts,
        decisions: applied.decisions.map((d) => ({ label: d.item.label, action: d.action, note: d.note })),
        approve: Boolean(submission.approve),
      },
    });
    return {
      pool: applied.pool,
      notes: note ? [...state.notes, `Round ${round} (${by}): ${note}`] : state.notes,
      approved: Boolean(submission.approve),
    };
  };
}
