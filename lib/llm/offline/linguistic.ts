import type { CallContext, TextReviewInput } from '@/lib/agents/panel';
import type { LinguisticOutput } from '@/lib/agents/schemas';
import { readingGrade } from '@/lib/psychometrics';
import { flagsOf, type Flag, type FlagCode } from './checks';
import { checkAborted, heuristic } from './heuristic';

/**
 * Linguistic reviewer: the four criteria on 1–5 from the item checks. 5 when the item is
 * clean; double-barreled or leading wording and absolute or vague quantifiers lower clarity,
 * negation lowers the negative-language score, a high reading grade or length lowers readability,
 * and a missing first person or odd punctuation and capitals lower grammar. Each flaw the writer
 * is told to fix costs 2 points (so the item is revised); a reading grade just above 8 or a
 * missing first person costs 1 (noted, not by itself a reason to revise).
 */
export type Criterion = 'grammar' | 'readability' | 'negativeLanguage' | 'clarity';

export interface LinguisticScores {
  scores: Record<Criterion, number>;
  /** Why each criterion lost points, in words. */
  reasons: Record<Criterion, string[]>;
}

const PENALTIES: Partial<Record<FlagCode, { criterion: Criterion; points: number }>> = {
  'double-barreled': { criterion: 'clarity', points: 2 },
  leading: { criterion: 'clarity', points: 2 },
  absolute: { criterion: 'clarity', points: 2 },
  'vague-quantifier': { criterion: 'clarity', points: 2 },
  negation: { criterion: 'negativeLanguage', points: 2 },
  'double-negation': { criterion: 'negativeLanguage', points: 3 },
  'too-long': { criterion: 'readability', points: 2 },
  'not-first-person': { criterion: 'grammar', points: 1 },
};

const LABELS: Record<Criterion, string> = {
  clarity: 'clarity and directness',
  negativeLanguage: 'avoidance of negative language',
  readability: 'readability',
  grammar: 'grammar and style',
};

/** Problems of form the checks do not cover: capitals, punctuation, spacing. */
function formProblems(stem: string): string[] {
  const out: string[] = [];
  const text = stem.trim();
  if (/^[a-z]/.test(text)) out.push('it does not start with a capital letter');
  if (!/[.]$/.test(text)) out.push(/[?!]$/.test(text) ? 'a Likert statement should end with a period' : 'it has no final period');
  if (/\s{2,}|\s[,.;:!?]|([,.;:!?])\1/.test(text)) out.push('it has stray spaces or repeated punctuation');
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length || (text.match(/"/g) ?? []).length % 2 === 1) {
    out.push('it has unbalanced brackets or quotes');
  }
  if (/\b[A-Z]{4,}\b/.test(text)) out.push('it has a word in capitals, which reads as shouting');
  return out;
}

function firstSentence(message: string): string {
  return message.split(/(?<=[.;])\s/)[0].replace(/[.;]$/, '');
}

export function scoreLinguistic(stem: string, flags: Flag[] = flagsOf(stem)): LinguisticScores {
  const scores: Record<Criterion, number> = { grammar: 5, readability: 5, negativeLanguage: 5, clarity: 5 };
  const reasons: Record<Criterion, string[]> = { grammar: [], readability: [], negativeLanguage: [], clarity: [] };
  const codes = new Set(flags.map((flag) => flag.code));
  for (const flag of flags) {
    // A double negation is also a negation: count the heavier penalty once.
    if (flag.code === 'negation' && codes.has('double-negation')) continue;
    const penalty = flag.code === 'reading-grade' ? gradePenalty(stem) : PENALTIES[flag.code];
    if (!penalty) continue;
    scores[penalty.criterion] -= penalty.points;
    reasons[penalty.criterion].push(firstSentence(flag.message));
  }
  for (const problem of formProblems(stem)) {
    scores.grammar -= 1;
    reasons.grammar.push(problem);
  }
  for (const key of Object.keys(scores) as Criterion[]) scores[key] = Math.max(1, Math.min(5, scores[key]));
  return { scores, reasons };
}

function gradePenalty(stem: string): { criterion: Criterion; points: number } {
  const over = readingGrade(stem) - 8;
  return { criterion: 'readability', points: over <= 2 ? 1 : over <= 4 ? 2 : 3 };
}

const ORDER: Criterion[] = ['clarity', 'negativeLanguage', 'readability', 'grammar'];

export function linguisticComment({ scores, reasons }: LinguisticScores): string {
  const weakest = ORDER.reduce((low, key) => (scores[key] < scores[low] ? key : low), ORDER[0]);
  if (scores[weakest] === 5) return heuristic('No item-writing flags: all four criteria 5/5.', 500);
  return heuristic(`Weakest: ${LABELS[weakest]} (${scores[weakest]}/5): ${reasons[weakest].join('; ')}.`, 500);
}

export async function offlineLinguistic(input: TextReviewInput, ctx: CallContext): Promise<LinguisticOutput> {
  checkAborted(ctx.signal);
  return {
    ratings: input.items.map((item) => {
      const result = scoreLinguistic(item.stem);
      return { itemId: item.itemId, ...result.scores, comment: linguisticComment(result) };
    }),
  };
}
