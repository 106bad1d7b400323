import { replaceWords, tidy } from './words';

/**
 * Shorten an over-long item and lower its reading grade: plain words for long ones, fillers
 * dropped, then side clauses cut ("…, because …", "…, which …") until it fits.
 */
const PLAIN_WORDS: Record<string, string> = {
  'artificial intelligence': 'AI',
  'in order to': 'to',
  'due to the fact that': 'because',
  'at this point in time': 'now',
  'on a daily basis': 'daily',
  'with regard to': 'about',
  'in relation to': 'about',
  utilize: 'use',
  utilise: 'use',
  utilizing: 'using',
  utilising: 'using',
  utilization: 'use',
  assist: 'help',
  assists: 'helps',
  assistance: 'help',
  approximately: 'about',
  demonstrate: 'show',
  demonstrates: 'shows',
  facilitate: 'help',
  facilitates: 'helps',
  sufficient: 'enough',
  comprehend: 'understand',
  apprehensive: 'nervous',
  organization: 'workplace',
  organisation: 'workplace',
  individuals: 'people',
  consequently: 'so',
  additionally: 'also',
  regarding: 'about',
  subsequently: 'later',
  commence: 'start',
  endeavor: 'try',
  endeavour: 'try',
  functionality: 'features',
  capabilities: 'skills',
  technological: 'tech',
  professional: 'work',
  responsibilities: 'duties',
  productivity: 'output',
  effectively: 'well',
  efficiently: 'well',
  significantly: 'much',
  particularly: 'mainly',
  numerous: 'a range of',
  communicates: 'talks',
  communicate: 'talk',
  resembles: 'is like',
  resemble: 'am like',
  'technologically sophisticated': 'tech-savvy',
  sophisticated: 'advanced',
  considerable: 'real',
};
const FILLERS = ['really', 'very', 'quite', 'actually', 'truly', 'basically', 'definitely', 'certainly', 'in general', 'overall', 'personally', 'honestly', 'just', 'simply'];
const SIDE_CLAUSE = /\s*(,\s*(because|which|since|especially|such as|even|and|but|as|so|although|though|while|when|who)\b|\s+(because|so that|even though|although|especially when|such as|in particular|which)\b|\s*[;:(—–-]\s)/i;

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function plainWords(stem: string): string {
  const fillers = Object.fromEntries(FILLERS.map((word) => [word, '']));
  return tidy(replaceWords(replaceWords(stem, PLAIN_WORDS), fillers));
}

/**
 * Plain words first, then side clauses cut from the end of the first clause until the item has
 * at most `targetWords` words. Null when nothing could be cut or too little would be left.
 */
export function shorten(stem: string, targetWords: number): string | null {
  let out = plainWords(stem);
  while (countWords(out) > targetWords) {
    const body = out.replace(/[.!?]+$/, '');
    const m = SIDE_CLAUSE.exec(body);
    if (!m || m.index === 0) break;
    out = tidy(body.slice(0, m.index));
  }
  if (out === tidy(stem) || countWords(out) < 3) return null;
  return out;
}
