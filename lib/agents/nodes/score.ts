/**
 * score: code, not a model. Computes each active item's c- and d-values (Colquitt et al., 2019),
 * their bands, the automated item-writing checks, near-duplicates within the pool and against
 * earlier runs, and the deterministic KEEP / REVISE / DISCARD decision with its reasons. The meta
 * editor informs; code decides. A missing or invalid rating is never defaulted: the item is
 * flagged and sent for revision with the reason.
 */
import {
  checkItem,
  colquittBand,
  contentValidity,
  decide,
  findNearDuplicates,
  findNearDuplicatesAgainst,
  PsychometricInputError,
} from '@/lib/psychometrics';
import type { ConstructSpec } from '@/lib/constructs/schema';
import type { GraphDeps } from '../deps';
import type { BiasOutput, ContentOutput, LinguisticOutput, MetaOutput } from '../schemas';
import { summarizeReview, type ItemReview, type PoolItem, type ReviewState } from '../state';
import type { RunThresholds } from '@/lib/runs/settings';

const LINGUISTIC_LABELS = ['grammar', 'readability', 'negative language', 'clarity'];

export interface ScoreInputs {
  construct: ConstructSpec;
  thresholds: RunThresholds;
  content: ContentOutput | null;
  linguistic: LinguisticOutput | null;
  bias: BiasOutput | null;
  meta: MetaOutput | null;
  /** Stems of earlier runs of the same construct. */
  memory: string[];
}

const missing = (message: string) => ({ code: 'missing-rating', message });

/** Pure: the review of every active item of `pool`. */
export function scoreItems(pool: PoolItem[], inputs: ScoreInputs): Map<string, ItemReview> {
  const active = pool.filter((item) => item.status === 'active');
  const current = pool.filter((item) => item.status !== 'discarded');
  const currentStems = current.map((item) => item.stem);
  const stems = [...currentStems, ...inputs.memory];
  // Pairs within the pool, and of the pool against earlier runs (indexed after the pool); pairs
  // among earlier runs' stems concern no item under review.
  const duplicates = [
    ...findNearDuplicates(currentStems),
    ...findNearDuplicatesAgainst(currentStems, inputs.memory).map((pair) => ({ ...pair, b: pair.b + current.length })),
  ].sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
  const reviews = new Map<string, ItemReview>();
  const anchors = inputs.construct.responseScale.anchors;

  for (const item of active) {
    const dimension = inputs.construct.dimensions[item.dimensionIndex]!;
    const orbitingNames = dimension.orbiting.map((o) => o.name);
    const problems: Array<{ code: string; message: string }> = [];
    const content = inputs.content?.ratings.find((r) => r.itemId === item.label);
    const ling = inputs.linguistic?.ratings.find((r) => r.itemId === item.label);
    const bias = inputs.bias?.ratings.find((r) => r.itemId === item.label);
    const meta = inputs.meta?.reviews.find((r) => r.itemId === item.label);

    let cv: ReturnType<typeof contentValidity> | null = null;
    if (!content || content.judges.length === 0) problems.push(missing('The content reviewer returned no ratings for this item.'));
    else {
      try {
        const wrongLength = content.judges.find((j) => j.orbiting.length !== orbitingNames.length);
        if (wrongLength) {
          throw new PsychometricInputError(
            'orbiting',
            `${wrongLength.judge} rated ${wrongLength.orbiting.length} orbiting constructs, expected ${orbitingNames.length}`,
          );
        }
        cv = contentValidity({
          anchors,
          target: content.judges.map((j) => j.target),
          orbiting: orbitingNames.map((_, k) => content.judges.map((j) => j.orbiting[k]!)),
        });
      } catch (error) {
        cv = null;
        problems.push(missing(`Content ratings are unusable: ${(error as Error).message}.`));
      }
    }
    const linguistic = ling ? { grammar: ling.grammar, readability: ling.readability, negativeLanguage: ling.negativeLanguage, clarity: ling.clarity } : null;
    if (!linguistic) problems.push(missing('The linguistic reviewer returned no scores for this item.'));
    if (!bias) problems.push(missing('The bias reviewer returned no score for this item.'));

    const competitor = cv ? orbitingNames[cv.strongestCompetitor] ?? null : null;
    let decision: ItemReview['decision'] = 'REVISE';
    let reasons: string[];
    if (cv && linguistic && bias) {
      const result = decide(
        { htc: cv.htc, htd: cv.htd, linguistic: Object.values(linguistic), bias: bias.score },
        inputs.thresholds,
        { strongestCompetitorName: competitor ?? undefined, targetName: dimension.name, linguisticLabels: LINGUISTIC_LABELS },
      );
      decision = result.decision;
      reasons = result.reasons;
    } else {
      reasons = [...problems.map((p) => p.message), 'No decision can be computed without every rating: review the item again.'];
    }

    const index = current.indexOf(item);
    const nearDuplicates = duplicates
      .filter((pair) => pair.a === index || pair.b === index)
      .map((pair) => {
        const other = pair.a === index ? pair.b : pair.a;
        const otherItem = current[other];
        return { label: otherItem?.label ?? null, stem: stems[other]!, similarity: pair.similarity, earlierRun: other >= current.length };
      });

    reviews.set(item.label, {
      judges: content?.judges ?? null,
      htc: cv?.htc ?? null,
      htd: cv?.htd ?? null,
      targetMean: cv?.targetMean ?? null,
      orbitingMeans: cv?.orbitingMeans ?? [],
      strongestCompetitor: competitor,
      bands: cv ? { htc: colquittBand('htc', cv.htc), htd: colquittBand('htd', cv.htd) } : null,
      linguistic,
      linguisticComment: ling?.comment ?? null,
      bias: bias?.score ?? null,
      biasComment: bias?.comment ?? null,
      flags: [...checkItem(item.stem), ...problems],
      nearDuplicates,
      metaComment: meta?.comment ?? null,
      metaRevision: meta?.suggestedRevision ?? null,
      decision,
      reasons,
    });
  }
  return reviews;
}

export function makeScoreNode(deps: GraphDeps) {
  return async function score(state: ReviewState) {
    const reviews = scoreItems(state.pool, {
      construct: state.construct,
      thresholds: state.settings.thresholds,
      content: state.contentOut,
      linguistic: state.linguisticOut,
      bias: state.biasOut,
      meta: state.metaOut,
      memory: state.memory,
    });
    const reviewed = state.pool.filter((item) => reviews.has(item.label));
    await deps.store.saveReviews(state.runId, state.round, reviewed.map((item) => ({ item, review: reviews.get(item.label)! })));
    const pool = state.pool.map((item) => (reviews.has(item.label) ? { ...item, review: summarizeReview(reviews.get(item.label)!) } : item));
    const counts = { KEEP: 0, REVISE: 0, DISCARD: 0 };
    for (const review of reviews.values()) counts[review.decision] += 1;
    await deps.store.emit(state.runId, {
      round: state.round,
      agent: 'Critic',
      target: 'Board',
      key: 'review:score',
      text: `Scored ${reviews.size} items in code: ${counts.KEEP} KEEP, ${counts.REVISE} REVISE, ${counts.DISCARD} DISCARD.`,
      data: { counts },
    });
    return { pool };
  };
}
