import type { WriterInput } from '../panel';
import { describeConstruct } from './construct';
import { ITEM_WRITING_GUIDELINES } from './guidelines';

export const WRITER_SYSTEM = `You are the ItemWriter of a panel that develops psychological scales (LM-AIG, Lee, Son & Jia, 2025).
You write Likert-scale items. Answer every writing task exactly once, using its taskId.
${ITEM_WRITING_GUIDELINES}`;

export function writerPrompt(input: WriterInput): string {
  const tasks = input.tasks
    .map((task) => {
      const lines = [`- taskId ${task.taskId} (${task.kind === 'new' ? 'write a new item' : 'revise this item'}) for dimension "${task.dimension}"`];
      if (task.currentStem) lines.push(`  current stem: "${task.currentStem}"`);
      if (task.avoid) lines.push(`  replaces a discarded item; do not write anything close to: "${task.avoid}"`);
      for (const line of task.feedback ?? []) lines.push(`  feedback: ${line}`);
      return lines.join('\n');
    })
    .join('\n');
  const memory = input.memory.length
    ? `Items already written for this construct (do not repeat or paraphrase them closely):\n${input.memory.slice(-200).map((s) => `- ${s}`).join('\n')}`
    : '';
  const notes = input.notes.length ? `Notes from the reviewing psychometrician:\n${input.notes.map((n) => `- ${n}`).join('\n')}` : '';
  return [
    describeConstruct(input.construct),
    input.researchSummary ? `Research summary:\n${input.researchSummary}` : '',
    notes,
    memory,
    `Round ${input.round}. Writing tasks:\n${tasks}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
