import type { Flag } from '../checks';
import { tidy } from './words';

/**
 * Split a double-barreled item, keeping its first claim. The item check marks the conjunction
 * (span) and says which two words it joins; from that:
 * - two statements ("I like AI, and it saves me time"): keep the first statement;
 * - two words sharing what follows ("I enjoy learning and using new AI tools", "I feel nervous
 *   and confused when I use AI"): drop the second word and keep the shared rest;
 * - two predicates with their own words ("AI saves me time and helps me do better work"): keep
 *   the first predicate ("AI saves me time.");
 * - a first part with no object ("I trust and rely on AI"): the subject with the second part.
 */
const SHARED_TAIL_OPENERS = /^(when|whenever|while|if|because|as|after|before|at work|at my|in my|in the|during|with my)\b/i;
const PAIR_WORDS = /\b(both|either|neither)\s+/i;

function lastWord(text: string): string {
  return (text.match(/([\p{L}'’-]+)\W*$/u)?.[1] ?? '').toLowerCase();
}

function suffixClass(word: string): string {
  if (/ing$/.test(word)) return 'ing';
  if (/ed$/.test(word)) return 'ed';
  if (/(ous|ful|ive|able|ible|al|ent|ant|less|ic|y)$/.test(word)) return 'adj';
  return word;
}

/** Where the conjunction is: the span of the flag, else the first " and "/" or "/" but ". */
function conjunctionAt(stem: string, flag: Flag): { start: number; end: number } | null {
  if (flag.span && flag.span.end > flag.span.start) return flag.span;
  const m = /\s(and|or|but|nor|as well as)\s/i.exec(stem);
  return m ? { start: m.index + 1, end: m.index + 1 + m[1].length } : null;
}

export function splitDoubleBarreled(stem: string, flag: Flag): string | null {
  const at = conjunctionAt(stem, flag);
  if (!at) return null;
  const body = stem.replace(/[.!?]+\s*$/, '');
  const left = body.slice(0, at.start).replace(/[,;\s]+$/, '').replace(PAIR_WORDS, '');
  const right = body.slice(at.end).trim().replace(/^(also|then|that)\s+/i, '');
  if (!left || !right) return null;
  const kind = /joins two (statements|actions|qualities|things|subjects)/.exec(flag.message)?.[1];
  const leftWords = left.split(/\s+/);
  const rightWords = right.split(/\s+/);
  const tail = rightWords.slice(1).join(' ');
  const clauseBoundary = /[,;]\s*$/.test(body.slice(0, at.start));

  if (kind === 'statements' || clauseBoundary) return tidy(left);
  if (kind === 'subjects') {
    const fixed = tail.replace(/^are\b/i, 'is').replace(/^were\b/i, 'was').replace(/^have\b/i, 'has');
    return tidy(`${left} ${fixed}`);
  }
  if (leftWords.length <= 2) return tidy(`${leftWords[0]} ${right}`);
  const sharedWord = suffixClass(lastWord(left)) === suffixClass(rightWords[0].toLowerCase());
  if (kind === 'qualities' || sharedWord) {
    // The rest belongs to both words only when it sets the scene ("when I use AI"); words that
    // complete the second one ("easy to use") go with it.
    if (kind === 'qualities' && tail && !SHARED_TAIL_OPENERS.test(tail)) return tidy(left);
    return tidy(`${left} ${tail}`);
  }
  return tidy(left);
}
