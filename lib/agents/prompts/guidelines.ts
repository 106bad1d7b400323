/** Item-writing guidelines every writer prompt carries (Lee, Son & Jia, 2025; DESIGN.md §3–4). */
export const ITEM_WRITING_GUIDELINES = `Item-writing guidelines:
- Write short items (at most 20 words), in the first person and the present tense.
- One idea per item: no double-barreled items (never join two predicates with "and" or "or").
- State items positively: no negations, and never double negations.
- Avoid absolutes (always, never, all, none, every) and vague quantifiers (often, sometimes, many, most).
- Use plain words at a 7th–8th grade reading level; no jargon, no leading or loaded wording.
- Each item must fit its target dimension's definition and be clearly distinct from the orbiting constructs.
- Avoid bias by gender, religion, race, age or culture; words of the work domain (work, job, colleagues) are fine.
- Items are rated on the construct's response scale, so each must be a statement a respondent can agree or disagree with.`;
