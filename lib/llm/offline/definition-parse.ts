import { toFirstPersonText } from './first-person';

/**
 * A shallow reading of a definition, enough to compose items from it: its claims (clauses),
 * the behaviours it lists (-ing phrases) and the feelings it names. No parser: patterns over
 * the usual ways definitions are written ("The belief that …", "The extent to which …",
 * "Feelings of … when …", "… such as …").
 */
export type HeadKind = 'believe' | 'feel' | 'expect' | 'worry' | 'confident' | 'statement' | 'feelings' | 'disposition';

export interface ParsedDefinition {
  head: HeadKind;
  /** "I am willing to", "I tend to" … for definitions of a disposition. */
  disposition?: string;
  clauses: string[];
  /** -ing phrases; `describes` when they describe something the respondent sees ("AI as having …"). */
  gerunds: Array<{ phrase: string; negative: boolean; describes: boolean }>;
  feelings: Array<{ noun: string; context: string }>;
}

const HEADS: Array<{ re: RegExp; kind: HeadKind }> = [
  { re: /^(?:the\s+)?(?:extent|degree) to which\s+/i, kind: 'statement' },
  { re: /^(?:the\s+|an?\s+|my\s+)?(?:belief|view|conviction|judge?ment|assessment|awareness|recognition)s?\s+that\s+/i, kind: 'believe' },
  { re: /^(?:the\s+|an?\s+|my\s+)?(?:perception|sense|feeling|impression)s?\s+that\s+/i, kind: 'feel' },
  { re: /^(?:the\s+|an?\s+|my\s+)?expectations?\s+that\s+/i, kind: 'expect' },
  { re: /^(?:the\s+|an?\s+|my\s+)?(?:worry|worries|fear|fears|concern|concerns|apprehension)\s+that\s+/i, kind: 'worry' },
  { re: /^(?:the\s+|an?\s+|my\s+)?confidence\s+that\s+/i, kind: 'confident' },
  { re: /^(?:the\s+|an?\s+|my\s+)?(?:feelings?|senses?|states?|experiences?|emotions?)\s+of\s+/i, kind: 'feelings' },
];
const DISPOSITIONS: Record<string, string> = {
  willingness: 'I am willing to',
  readiness: 'I am ready to',
  tendency: 'I tend to',
  ability: 'I am able to',
  capacity: 'I am able to',
  intention: 'I intend to',
  desire: 'I want to',
  motivation: 'I am motivated to',
  freedom: 'I feel free to',
  opportunity: 'I have the chance to',
};
const DISPOSITION_RE = new RegExp(`^(?:[\\w\\s']*?\\s)?(${Object.keys(DISPOSITIONS).join('|')})\\s+to\\s+`, 'i');

const FUNCTION_WORDS = new Set(
  'a an the my your our their its this that these those of to in on at for with by from about as or and but nor not no so if when while than then there here is are was were be been am do does did can may might will would should must could it they he she we you i me'.split(' '),
);
/** Words that cannot start a predicate: prepositions, adverbs and common adjectives. */
const NOT_PREDICATE = new Set(
  'without within after before over under through into across between among against despite regardless independent even rather based judged simple easy free able new high low good bad clear safe secure less more quick slow hard whatever especially particularly mainly mostly only also both either neither such'.split(' '),
);
const ADJECTIVE_END = /(ble|ous|ful|ive|al|ic|ent|ant|less|ary|ory)$/;
const AUX = /\b(is|are|am|was|were|can|may|might|will|could|would|should|must|has|have|had|does|do|did)\b/i;
const MODAL = /^(.*?\b(?:can|may|might|will|could|would|should|must))\s+/i;
const ING_NOT_VERBS = new Set(['during', 'nothing', 'something', 'anything', 'everything', 'thing', 'things', 'feeling', 'feelings', 'meaning', 'setting', 'settings', 'being', 'morning', 'evening', 'ceiling', 'king', 'ring', 'bring', 'string', 'spring', 'wing', 'swing', 'sing', 'building', 'including', 'according', 'regarding', 'concerning', 'following', 'widening', 'training', 'wellbeing', 'well-being', 'understanding']);
const WORRY_BEFORE = /\b(worry|worries|worried|fear|fears|afraid|anxious|anxiety|nervous|unease|uneasy|apprehension|apprehensive|concern|concerned|stress|dread)\b(\s+\w+){0,2}\s*$/i;
const CONTEXT_WORD = /\b(when|while|whenever|about|toward|towards|regarding|over|in response to|at the prospect of)\b/i;

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Continue a list of predicates with the subject (and modal) of the clause before it. */
function continueClause(previous: string, segment: string): string | null {
  const first = wordsOf(segment)[0]?.toLowerCase() ?? '';
  if (!first || FUNCTION_WORDS.has(first) || NOT_PREDICATE.has(first) || /(ly|ing|ed)$/.test(first) || ADJECTIVE_END.test(first)) return null;
  if (wordsOf(segment).length < 2) return null;
  const modal = MODAL.exec(previous);
  if (modal) return `${modal[1]} ${segment}`;
  const thatAt = previous.toLowerCase().lastIndexOf('that ');
  const lead = thatAt >= 0 ? previous.slice(0, thatAt + 5) : '';
  const inner = wordsOf(thatAt >= 0 ? previous.slice(thatAt + 5) : previous);
  const subjectLength = FUNCTION_WORDS.has(inner[0]?.toLowerCase() ?? '') && inner[0]?.toLowerCase() !== 'it' && inner[0]?.toLowerCase() !== 'i' ? 2 : 1;
  const subject = inner.slice(0, subjectLength);
  const verb = inner[subjectLength]?.toLowerCase() ?? '';
  if (!verb) return null;
  const singularVerb = /[^s]s$/.test(verb);
  const agrees = singularVerb ? /[^s]s$/.test(first) : !/[^s]s$/.test(first) && /(s|^i|^they|^we)$/i.test(subject[subject.length - 1]);
  return agrees ? `${lead}${subject.join(' ')} ${segment}` : null;
}

/** Words after which an -ing form names a behaviour or an example ("such as asking …", "about making …"). */
const GERUND_AFTER = /(^|\b(?:such as|including|about|of|in|by|at|from|on|for|without|like|as|and|or))\s*$/i;

function gerundsIn(segment: string): ParsedDefinition['gerunds'] {
  const out: ParsedDefinition['gerunds'] = [];
  const re = /\b([a-z]{2,}ing)\b/gi;
  for (let m = re.exec(segment); m; m = re.exec(segment)) {
    const before = segment.slice(0, m.index);
    if (ING_NOT_VERBS.has(m[1].toLowerCase()) || /\b(not|no|a|an|the)\s*$/i.test(before)) continue;
    if (!GERUND_AFTER.test(before.replace(/^(?:and|or|but)\s+/i, ''))) continue;
    const rest = segment.slice(m.index).split(/\s+(?:or|and|but)\s+|\s+without\b/i)[0];
    const phrase = wordsOf(rest).slice(0, 7).join(' ');
    const phraseWords = wordsOf(phrase).map((w) => w.toLowerCase());
    // "expecting to use" (no object) and "using a system would be …" (a subject) are not behaviours.
    if (phraseWords.length < 2 || FUNCTION_WORDS.has(phraseWords.at(-1)!) || phraseWords.at(-2) === 'to') continue;
    if (AUX.test(phrase)) continue;
    out.push({ phrase, negative: WORRY_BEFORE.test(before), describes: /\bas\s*$/i.test(before) && !/such as\s*$/i.test(before) });
  }
  return out;
}

function feelingsIn(rest: string): Array<{ noun: string; context: string }> {
  // Drop inserted alternatives: "when using, or expecting to use, AI tools" → "when using AI tools".
  const text = rest.replace(/,\s*(?:or|and)\s+[^,]+,/g, '').split(/\s+such as\s+|\s+including\s+|;|:/i)[0];
  const at = CONTEXT_WORD.exec(text);
  const nouns = (at ? text.slice(0, at.index) : text).split(/,\s*|\s+or\s+|\s+and\s+/).map((n) => n.trim());
  const context = at ? text.slice(at.index).split(',')[0].trim() : '';
  return nouns.filter((n) => /^[a-z-]+$/i.test(n)).map((noun) => ({ noun: noun.toLowerCase(), context }));
}

export function parseDefinition(definition: string): ParsedDefinition {
  const parsed: ParsedDefinition = { head: 'statement', clauses: [], gerunds: [], feelings: [] };
  const sentences = toFirstPersonText(definition)
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/[.!?]+$/, '').trim())
    .filter(Boolean);
  sentences.forEach((sentence, index) => {
    let rest = sentence;
    let kind: HeadKind = 'statement';
    const head = HEADS.find((h) => h.re.test(rest));
    const disposition = DISPOSITION_RE.exec(rest);
    if (head) {
      kind = head.kind;
      rest = rest.replace(head.re, '');
    } else if (disposition) {
      kind = 'disposition';
      parsed.disposition ??= DISPOSITIONS[disposition[1].toLowerCase()];
      rest = rest.slice(disposition[0].length);
    }
    if (index === 0) parsed.head = kind;
    if (kind === 'feelings') parsed.feelings.push(...feelingsIn(rest));
    const segments = rest.split(/\s*[:;,()—–]\s*|\s+(?=such as\b|including\b)/i).map((s) => s.trim()).filter(Boolean);
    let previous: string | null = null;
    segments.forEach((raw, k) => {
      const segment = raw.replace(/^(?:and|or|but)\s+/i, '');
      parsed.gerunds.push(...gerundsIn(segment));
      if (/^(such as|including)\b/i.test(segment) || kind === 'feelings') return;
      let clause: string | null = null;
      if (/^that\s+/i.test(segment)) clause = segment.replace(/^that\s+/i, '');
      else if (k === 0 && kind === 'disposition') clause = `${parsed.disposition} ${segment}`;
      else if (k === 0 && (head || AUX.test(segment) || /^I\s/.test(segment))) clause = segment;
      else if (previous) clause = continueClause(previous, segment);
      if (clause && wordsOf(clause).length >= 3) {
        parsed.clauses.push(clause);
        previous = clause;
      }
    });
  });
  return parsed;
}
