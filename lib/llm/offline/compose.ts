import type { ConstructSpec } from '@/lib/constructs/schema';
import type { Dimension } from './definitions';
import { parseDefinition, type HeadKind } from './definition-parse';
import { lowerFirst, stemKey, tidySentence, wordCount } from './text';

/**
 * Items composed from a dimension's definition, for constructs without a bank: first person,
 * present tense, at most 20 words, from templates over the definition's own claims, listed
 * behaviours and named feelings ("I believe that …", "I feel comfortable asking questions at
 * work.", "I feel a sense of unease when …"), with a few templates over the dimension's name
 * as a last resort.
 */
const CLAUSE_LEADS: Record<HeadKind, string[]> = {
  believe: ['I believe that', 'I find that', 'In my experience,'],
  feel: ['I feel that', 'I find that', 'In my experience,'],
  expect: ['I expect that', 'I believe that', 'I find that'],
  worry: ['I worry that', 'I am concerned that', 'I fear that'],
  confident: ['I am confident that', 'I believe that', 'I find that'],
  statement: ['I find that', 'In my experience,', 'I believe that'],
  feelings: ['I find that', 'In my experience,'],
  disposition: ['I find that', 'In my experience,'],
};

/** Where the respondent meets the construct, from the population and the construct's wording. */
export function contextOf(construct: ConstructSpec): { phrase: string; opener: string } {
  const population = construct.population.toLowerCase();
  const about = `${construct.name} ${construct.definition}`.toLowerCase();
  if (/student|pupil|school|class|universit|college|learner/.test(population)) return { phrase: 'at school', opener: 'At school,' };
  if (/\bteams?\b/.test(about)) return { phrase: 'in my team', opener: 'In my team,' };
  if (/employ|worker|staff|work|job|organi[sz]ation|manager|professional|nurse|teacher/.test(population + about)) {
    return { phrase: 'at work', opener: 'At work,' };
  }
  return { phrase: 'in my daily life', opener: 'In my daily life,' };
}

const HAS_SETTING = /\b(work|job|team|school|class|workplace|office|colleagues?|teammates?|manager|daily life)\b/i;

function withContext(text: string, context: string): string {
  return HAS_SETTING.test(text) ? text : `${text} ${context}`;
}

/** The subject of the first claim that is not the respondent ("AI", "team members"). */
function mainSubject(clauses: string[]): string | null {
  for (const clause of clauses) {
    const words = clause.split(/\s+/);
    if (/^(i|it|they|this)$/i.test(words[0])) continue;
    return /^(the|a|an|my|our)$/i.test(words[0]) ? words.slice(0, 2).join(' ') : words[0];
  }
  return null;
}

function clauseItems(clause: string, head: HeadKind, subject: string | null, context: { phrase: string; opener: string }): string[] {
  let text = clause;
  if (/^(it|they)\s/i.test(text)) {
    if (!subject) return [];
    text = `${subject} ${text.replace(/^(it|they)\s+/i, '')}`;
  }
  const stance = /^I (?:feel|believe|think|find) that (.+)$/i.exec(text);
  if (stance) return [text, ...CLAUSE_LEADS.feel.slice(1).map((lead) => `${lead} ${stance[1]}`)];
  if (/^I\s/.test(text)) return [text, `${context.opener} ${text}`, `In my experience, ${text}`];
  return CLAUSE_LEADS[head].map((lead) => `${lead} ${lowerFirst(text)}`);
}

/** "Personal Utility of AI" → "personal utility of AI" (acronyms stay as they are). */
function nameInText(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => (/^[A-Z0-9]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

function nameItems(dimension: Dimension, context: { phrase: string; opener: string }): string[] {
  const name = nameInText(dimension.name);
  return [
    `I notice ${name} ${context.phrase}.`,
    `${context.opener} I experience ${name}.`,
    `${dimension.name} describes my experience ${context.phrase} well.`,
    `${dimension.name} is part of how I feel ${context.phrase}.`,
    `I see ${name} in my own experience ${context.phrase}.`,
    `My experience ${context.phrase} reflects ${name}.`,
    `The term ${name} fits my experience ${context.phrase}.`,
    `${context.opener} ${name} is something I feel.`,
  ];
}

/**
 * Candidate items for a dimension: those from the definition first (`primary`), those from its
 * name last (`fallback`), each list without repeats, 4–20 words.
 */
export function composeCandidates(construct: ConstructSpec, dimension: Dimension): { primary: string[]; fallback: string[] } {
  const parsed = parseDefinition(dimension.definition);
  const context = contextOf(construct);
  const subject = mainSubject(parsed.clauses);
  const seeAs = parsed.clauses.map((c) => /^(I \w+ .{1,40}? as)\s/.exec(c)?.[1]).find(Boolean);
  const raw: string[] = [];
  for (const clause of parsed.clauses) raw.push(...clauseItems(clause, parsed.head, subject, context));
  for (const { phrase, negative, describes } of parsed.gerunds) {
    if (describes) {
      if (seeAs) raw.push(`${seeAs} ${phrase}`);
    } else if (negative) {
      raw.push(`I worry about ${phrase}`, `The thought of ${phrase} makes me uneasy`);
    } else {
      raw.push(
        `I feel comfortable ${withContext(phrase, context.phrase)}`,
        `I find myself ${withContext(phrase, context.phrase)}`,
        `I am at ease ${withContext(phrase, context.phrase)}`,
      );
    }
  }
  for (const { noun, context: when } of parsed.feelings) {
    raw.push(`I feel a sense of ${noun} ${when}`.trim(), `I experience ${noun} ${when}`.trim());
  }
  const seen = new Set<string>();
  const keep = (list: string[]) =>
    list.map(tidySentence).filter((candidate) => {
      const key = stemKey(candidate);
      if (seen.has(key) || wordCount(candidate) < 4 || wordCount(candidate) > 20) return false;
      seen.add(key);
      return true;
    });
  const primary = keep(raw);
  return { primary, fallback: keep(nameItems(dimension, context)) };
}
