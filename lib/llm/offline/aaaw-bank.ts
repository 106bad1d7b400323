/**
 * Candidate items for the AAAW preset (Attitudes toward AI at Work), written for Scalewright's
 * offline panel in the style of published Likert scales: first person, present tense, one idea.
 * They are not the items of Park, Woo & Kim (2024). A few are deliberately flawed (marked) so
 * the reviewers and the revision rules have something real to catch; the rest are sound.
 */
export const AAAW_BANK: Readonly<Record<string, readonly string[]>> = {
  'AI Use Anxiety': [
    'I feel nervous when I use AI tools in my work.',
    'Using AI tools at work makes me uneasy.',
    'I worry about making mistakes when I work with AI.',
    'I feel apprehensive when I expect to use a new AI tool.',
    'I feel tense when I must explain how an AI tool reached its output.',
    'The thought of using AI for an important task makes me nervous.',
    'I feel uneasy when I have to use an AI tool I barely know.',
    'I get anxious when an AI tool surprises me with its output.',
    'Working with AI tools makes me feel tense.',
    'I worry that I will use AI tools the wrong way at work.',
    'I feel apprehensive about making errors with AI in my job.',
    'Having to use AI at work makes me uncomfortable.',
    'I feel nervous and confused when I use AI tools.', // flawed: double-barreled
    'I do not feel comfortable using AI tools in my work.', // flawed: negation
    'I always feel anxious when I use AI for my work.', // flawed: absolute
  ],
  'Personal Utility': [
    'AI is useful to me in my work.',
    'AI helps me get my work done.',
    'Using AI saves me time at work.',
    'AI saves me effort on my daily tasks.',
    'AI improves the outcomes of my own work.',
    'AI helps me do my job better.',
    'I get more work done when I use AI.',
    'AI makes me more productive in my job.',
    'AI is a useful tool for the tasks I do.',
    'AI helps me reach my work goals.',
    'Using AI improves my performance at work.',
    'AI reduces the effort my work takes.',
    'AI saves me time and helps me produce better work.', // flawed: double-barreled
    'AI does not help me get my work done.', // flawed: negation
    'AI often makes my work easier.', // flawed: vague quantifier
  ],
  'Perceived Humanlikeness of AI': [
    'To me, AI seems to have a mind of its own.',
    'AI feels like a human being to me.',
    'To me, AI seems to have its own personality.',
    'When I interact with AI, it feels like talking to a person.',
    'I sense that AI has intentions of its own.',
    'AI interacts with me in a humanlike way.',
    'I feel that AI has feelings.',
    'AI behaves like a human colleague when I work with it.',
    'AI seems to understand me the way a person would.',
    'To me, AI resembles a human in the way it communicates.',
    'I feel that AI thinks the way people do.',
    'AI responds to me as a person would.',
    'I see AI as something like a human mind.',
    'To me, AI seems to think like a human and to have feelings.', // flawed: double-barreled
    'I sometimes forget that AI is not a human being.', // flawed: vague quantifier, negation
  ],
  'Perceived Adaptability of AI': [
    'I see AI adjust to new situations.',
    'In my experience, AI learns from experience.',
    'I notice that AI keeps improving over time.',
    'I find that AI can handle a widening range of tasks.',
    'In my work, AI adapts well to new demands.',
    'I see AI get better the more it is used.',
    'In my experience, AI adjusts quickly when a task changes.',
    'I believe AI can learn to handle new kinds of work.',
    'I find that AI becomes more capable over time.',
    'AI adapts to the way I work.',
    'In my work, AI copes well with changing demands.',
    'I believe AI can be trained to handle new situations.',
    'I see AI take on tasks beyond the ones it was built for.',
    'In my experience, AI learns from experience and adapts to any task.', // flawed: double-barreled, absolute
    'I think AI can cope with situations it has never met before.', // flawed: absolute
  ],
  'Perceived Quality of AI': [
    'The work AI produces for me is of high quality.',
    'The AI I use produces accurate results.',
    'I find the outputs of AI reliable.',
    'In my experience, the quality of AI outputs is consistent.',
    'The outputs AI gives me meet a high standard.',
    'I can count on AI to produce correct answers.',
    'The results AI gives me are accurate.',
    'In my work, AI produces consistent work from one task to the next.',
    'I find the output of AI dependable.',
    'In my experience, the work of AI is of a high standard.',
    'The work AI does for me is free of errors.',
    'AI gives precise answers to the questions I ask it.',
    'I find AI outputs accurate and easy to use.', // flawed: double-barreled
    'In my experience, AI outputs are not reliable.', // flawed: negation
    'AI always produces correct results for me.', // flawed: absolute
  ],
  'Job Insecurity': [
    'I worry that AI may replace me in my job.',
    'AI threatens the future of my job.',
    'I fear that AI will reduce the need for my skills.',
    'AI makes my position at work less secure.',
    'I worry that my job could be done by AI.',
    'AI may make my skills less valuable.',
    'I fear losing my job to AI.',
    'AI is a threat to the value of my job.',
    'I worry that my employer will replace workers like me with AI.',
    'AI makes me feel less secure about my job.',
    'I am concerned that AI will take over my role.',
    'I worry that AI will lower the value of my work.',
    'I worry that AI will replace me and that my skills will become useless.', // flawed: double-barreled
    'I do not think my job is safe from AI.', // flawed: negation
    'As everyone knows, AI is a threat to jobs like mine.', // flawed: leading
  ],
};

export function bankFor(dimension: string): readonly string[] | undefined {
  const key = Object.keys(AAAW_BANK).find((name) => name.toLowerCase() === dimension.trim().toLowerCase());
  return key ? AAAW_BANK[key] : undefined;
}
