/**
 * A small verb lexicon for the double-barreled and present-tense checks: base forms of verbs that
 * are common in workplace-attitude items, an irregular-form table, and the verbs that are just as
 * often nouns ("support", "use", "benefit"). It is deliberately small and readable: a word not
 * listed is treated as "unknown", and the checks only act on unknown words when the context leaves
 * little doubt (see double-barreled.ts).
 */

const BASE = `
accept access accomplish achieve act adapt add address adjust admire adopt advance advise affect
agree aim allow alter analyse analyze answer anticipate appear apply appreciate approach approve
argue arrange ask assess assign assist assume attempt attend automate avoid balance become begin
believe belong benefit blame boost break bring build buy calculate call care carry catch cause
challenge change chat check choose clarify clean collaborate collect combine come comment commit
communicate compare compete complain complete comply concentrate concern conclude conduct
connect consider consult contact continue contribute control convince cooperate cope correct cost
count create criticise criticize cut deal decide decline dedicate defend delay delegate deliver
demand demonstrate deny depend describe deserve design deskill destroy develop devote die
disagree discover discuss dislike display distrust do doubt draft draw drive earn ease edit
eliminate embrace empower enable encourage end endorse engage enhance enjoy ensure enter estimate
evaluate examine exceed exchange exist expand expect experience experiment explain explore express
extend face fail fall fear feel fight figure fill find finish fit fix focus follow forget forgive
form foster gain generate get give go grasp greet grow guess guide handle happen hate have hear
help hesitate hide hire hold hope identify ignore imagine implement improve include increase
influence inform innovate insist inspire install integrate intend interact interpret introduce
invest involve join judge justify keep know lack lead learn leave lend let like limit listen live
look lose love maintain make manage master matter mean measure meet mention mind miss modify
monitor motivate move need negotiate note notice object observe obtain occur offer open operate
oppose organise organize overcome own participate pass pay perceive perform permit persuade pick
plan play predict prefer prepare present pressure prevent produce program progress promise promote
protect prove provide publish pursue push put question raise reach react read realise realize
recall receive recognise recognize recommend record recover reduce reflect refuse regret reject
relate relax release rely remain remember remove repeat replace reply report represent request
require research resent resist resolve respect respond rest restrict result retain retire return
reveal review reward rewrite risk run save say schedule search see seek seem select sell send
serve set settle share shift show sign simplify sit skip slow solve speak spend stand start stay
stick stop streamline strengthen stress struggle study submit succeed suffer suggest summarise
summarize supervise supply support suppose surprise survive suspect switch take talk teach tell
tend test thank think threaten thrive tolerate track train transfer transform translate treat try
trust turn understand undermine update upgrade use value verify view visit wait want warn waste
watch welcome win wish wonder work worry write revise proofread brainstorm code debug format
prioritise prioritize outsource replicate collaborate reuse copy paste prompt fact-check double-check
`;

/** Base forms (lower case). */
export const VERB_BASES: ReadonlySet<string> = new Set(BASE.split(/\s+/).filter(Boolean));

/**
 * Base forms that are at least as often nouns in item stems ("feedback and support", "salary and
 * benefits"). After a conjunction these count as verbs only when the context says so.
 */
export const NOUN_VERBS: ReadonlySet<string> = new Set(
  `access act aim answer approach attempt balance benefit blame boost break call care cause challenge
  change chat check comment concern contact control cost count cut deal delay demand design display
  doubt draft drive end estimate experience face fall fear feedback fight figure fit focus form
  guess guide help hope impact increase influence judge lack lead limit look love matter mind need
  note object offer order pass pay plan play present pressure program progress promise question
  record reply report request research respect rest result return review reward risk run schedule
  search set share shift show sign stand start stay stress struggle study supply support surprise
  switch talk test thank track train transfer trust turn update upgrade use value view visit wait
  waste watch welcome win wish wonder work worry`
    .split(/\s+/)
    .filter(Boolean),
);

/** Irregular forms → base, with the form they stand for. */
export const IRREGULAR: Readonly<Record<string, { base: string; past: boolean; participle: boolean }>> = (() => {
  const table: Record<string, { base: string; past: boolean; participle: boolean }> = {};
  // base: past, participle (one form when both are the same)
  const rows = `be was/were been; have had had; do did done; feel felt felt; make made made; get got gotten/got;
  go went gone; take took taken; come came come; become became become; begin began begun; keep kept kept;
  leave left left; lose lost lost; meet met met; pay paid paid; say said said; send sent sent; spend spent spent;
  tell told told; understand understood understood; write wrote written; buy bought bought; bring brought brought;
  build built built; catch caught caught; choose chose chosen; fight fought fought; forget forgot forgotten;
  give gave given; grow grew grown; hear heard heard; hold held held; mean meant meant; run ran run; sit sat sat;
  sell sold sold; speak spoke spoken; stand stood stood; teach taught taught; win won won; think thought thought;
  know knew known; find found found; see saw seen; lead led led; learn learnt learnt; drive drove driven;
  fall fell fallen; hide hid hidden; overcome overcame overcome; forgive forgave forgiven; stick stuck stuck;
  deal dealt dealt; draw drew drawn; break broke broken; lend lent lent`;
  for (const row of rows.split(';')) {
    const [base, past, participle] = row.trim().split(/\s+/);
    for (const p of past.split('/')) table[p] = { base, past: true, participle: participle.split('/').includes(p) };
    for (const p of participle.split('/')) {
      table[p] = { base, past: table[p]?.past ?? false, participle: true };
    }
  }
  for (const [form, base] of Object.entries({ is: 'be', are: 'be', am: 'be', being: 'be', has: 'have', does: 'do' })) {
    table[form] = { base, past: false, participle: false };
  }
  return table;
})();

/** Verbs that are past-tense only in form and never present: "was", "felt", "thought" … */
export function isIrregularPast(word: string): boolean {
  const entry = IRREGULAR[word];
  return entry !== undefined && entry.past;
}

/** Auxiliaries and modals: a following base form is a verb. */
export const AUXILIARIES: ReadonlySet<string> = new Set(
  `can could will would shall should may might must do does did don't doesn't didn't can't cannot
  won't wouldn't shouldn't couldn't to am is are was were be been i'm i'll i'd we'll we'd`
    .split(/\s+/)
    .filter(Boolean),
);

export type VerbForm = 'base' | 's' | 'ed' | 'ing' | 'irregular';

export interface VerbMatch {
  base: string;
  form: VerbForm;
}

/** Candidate base forms for an inflected word, most specific first. */
function lemmaCandidates(w: string): Array<{ base: string; form: VerbForm }> {
  const out: Array<{ base: string; form: VerbForm }> = [{ base: w, form: 'base' }];
  const dbl = (stem: string) => (stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : null);
  if (w.endsWith('ies')) out.push({ base: `${w.slice(0, -3)}y`, form: 's' });
  if (w.endsWith('es')) out.push({ base: w.slice(0, -2), form: 's' });
  if (w.endsWith('s') && !w.endsWith('ss')) out.push({ base: w.slice(0, -1), form: 's' });
  if (w.endsWith('ied')) out.push({ base: `${w.slice(0, -3)}y`, form: 'ed' });
  if (w.endsWith('ed') && w.length >= 4) {
    out.push({ base: w.slice(0, -2), form: 'ed' });
    // "used" → "use", but not "need"/"seed" → "nee"/"see"
    if (!w.endsWith('eed')) out.push({ base: w.slice(0, -1), form: 'ed' });
    const d = dbl(w.slice(0, -2));
    if (d) out.push({ base: d, form: 'ed' });
  }
  if (w.endsWith('ing') && w.length > 4) {
    const stem = w.slice(0, -3);
    out.push({ base: stem, form: 'ing' }, { base: `${stem}e`, form: 'ing' });
    const d = dbl(stem);
    if (d) out.push({ base: d, form: 'ing' });
    if (stem.endsWith('y')) out.push({ base: `${stem.slice(0, -1)}ie`, form: 'ing' });
  }
  return out;
}

/** The verb a word is a form of, if it is in the lexicon. */
export function verbOf(word: string): VerbMatch | null {
  const w = word.toLowerCase();
  const irregular = IRREGULAR[w];
  if (irregular) return { base: irregular.base, form: 'irregular' };
  for (const c of lemmaCandidates(w)) {
    if (VERB_BASES.has(c.base)) return c;
  }
  return null;
}
