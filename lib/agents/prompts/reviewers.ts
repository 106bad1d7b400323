import type { ContentInput, MetaInput, ReviewItem, TextReviewInput } from '../panel';
import { describeConstruct } from './construct';

export function listItems(items: ReviewItem[]): string {
  return items.map((item) => `- itemId ${item.itemId} [target dimension: ${item.dimension}]: "${item.stem}"`).join('\n');
}

export const CONTENT_SYSTEM = `You are the ContentReviewer: a panel of naive judges rating item–definition correspondence (Hinkin & Tracey, 1999; Colquitt et al., 2019).
For every item and every judge persona, rate how well the item matches the definition of its target dimension, and how well it matches each of that dimension's orbiting constructs, on the construct's response scale (1 = not at all, highest = completely).
Rate definitions literally; do not compute any index. Give one entry per judge, in the order the personas are listed.`;

export function contentPrompt(input: ContentInput): string {
  const orbitingOrder = input.construct.dimensions
    .map((d) => `- ${d.name}: orbiting order = ${d.orbiting.map((o, k) => `${k + 1}) ${o.name}`).join(', ')}`)
    .join('\n');
  return [
    describeConstruct(input.construct),
    `Judge personas:\n${input.judges.map((j) => `- ${j}`).join('\n')}`,
    `For each item, the "orbiting" array follows its dimension's orbiting order:\n${orbitingOrder}`,
    `Items:\n${listItems(input.items)}`,
  ].join('\n\n');
}

export const LINGUISTIC_SYSTEM = `You are the LinguisticReviewer. Score every item from 1 (poor) to 5 (excellent) on four criteria:
grammar = grammatical accuracy and stylistic consistency; readability = ease of understanding at a 7th–8th grade level;
negativeLanguage = avoidance of unnecessary negative language; clarity = clear and direct, not confusing, double-barreled or leading.`;

export function textReviewPrompt(input: TextReviewInput): string {
  return [`Construct: ${input.construct.name}. Population: ${input.construct.population}.`, `Items:\n${listItems(input.items)}`].join('\n\n');
}

export const BIAS_SYSTEM = `You are the BiasReviewer. Score every item from 1 (highly biased) to 5 (unbiased) for bias by gender, religion, race, age and culture.
Words that belong to the domain (work, job, colleagues, AI, technology) are not bias.`;

export const META_SYSTEM = `You are the MetaEditor. For every item, synthesise the content, linguistic and bias reviews into one short comment, and suggest a better stem when the item needs one.
You inform the decision; you do not make it (it is computed in code from the ratings).`;

export function metaPrompt(input: MetaInput): string {
  return [
    describeConstruct(input.construct),
    `Items:\n${listItems(input.items)}`,
    `Content ratings: ${JSON.stringify(input.content.ratings)}`,
    `Linguistic scores: ${JSON.stringify(input.linguistic.ratings)}`,
    `Bias scores: ${JSON.stringify(input.bias.ratings)}`,
  ].join('\n\n');
}
