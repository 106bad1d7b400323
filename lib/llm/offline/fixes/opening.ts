import type { Flag } from '../checks';
import { lowerFirst } from '../text';
import { tidy } from './words';

/**
 * Remove a leading opener ("As everyone knows, …", "Don't you agree that …?") so the item states
 * its claim and lets the respondent judge it; and put an item that does not speak in the first
 * person into the respondent's own voice ("AI outputs are reliable" → "I find that AI outputs
 * are reliable").
 */
const LEADING_OPENERS = [
  /^(as )?(everyone|everybody|most people|we all) (knows?|agrees?|can see)( that)?,?\s*/i,
  /^(obviously|clearly|of course|naturally|surely|undoubtedly|certainly|without (a )?doubt),?\s*/i,
  /^(don't|do not|wouldn't|would not|won't|will not) you agree( that)?,?\s*/i,
  /^(isn't|is not|wouldn't) it (true|obvious|clear)( that)?,?\s*/i,
  /^it is (obvious|clear|well known|a fact)( that)?,?\s*/i,
  /^like (most|many|all) (people|workers|employees),?\s*/i,
];

export function dropLeadingOpener(stem: string, flag?: Flag): string | null {
  let text = stem.replace(/’/g, "'");
  const before = text;
  for (const opener of LEADING_OPENERS) text = text.replace(opener, '');
  if (text === before && flag?.span && flag.span.start < 3) {
    // Not one of the known openers: drop the words the check marked, up to a comma or "that".
    text = stem.slice(flag.span.end).replace(/^[^,]*?(,|\bthat\b)\s*/, '');
  }
  if (text === before) return null;
  const out = tidy(lowerFirst(text.replace(/\?\s*$/, '')));
  return out.split(/\s+/).length >= 3 ? out : null;
}

export function toFirstPerson(stem: string): string | null {
  if (/\b(I|me|my|mine|myself)\b/.test(stem)) return null;
  const people = /^(people|employees|workers|staff|one|users)\s+(\w+)/i.exec(stem);
  if (people) {
    const verb = people[2].replace(/s$/, '');
    return tidy(`I ${verb}${stem.slice(people[0].length)}`);
  }
  return tidy(`I find that ${lowerFirst(stem)}`);
}
