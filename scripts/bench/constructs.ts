/** Constructs and reply scripts the benchmark runs on. */
import type { ReplyScript } from '@/lib/agents/testing/fake-replies';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import type { ConstructSpec } from '@/lib/constructs/schema';

/**
 * AAAW with its six dimensions repeated `copies` times under distinct names (at most 12
 * dimensions). A `variant` renames the construct: another fingerprint, so no memory of the items
 * of earlier runs (which grows the writer's prompt and the near-duplicate search) carries over.
 */
export function aaawTimes(copies: number, variant?: number): ConstructSpec {
  const name = variant === undefined ? AAAW_PRESET.name : `${AAAW_PRESET.name} (bench ${variant})`;
  if (copies === 1) return { ...AAAW_PRESET, name };
  const dimensions = Array.from({ length: copies }, (_, c) =>
    AAAW_PRESET.dimensions.map((d) => ({ ...d, name: `${d.name} ${String.fromCharCode(65 + c)}` })),
  ).flat();
  return { ...AAAW_PRESET, name: `${name} ×${copies}`, dimensions };
}

/**
 * Stems of a steady length (so token counts follow item counts), and ratings that make new items
 * borderline and revised ones strong; every item gets every rating.
 */
export const BENCH_SCRIPT: ReplyScript = {
  write: (task) => (task.kind === 'revise' ? `I now rely on ${task.taskId} in my daily work.` : `I rely on ${task.taskId} in my daily work.`),
};

/** New items are rated close to an orbiting construct (REVISE); revisions are clear (KEEP). */
export const TWO_ROUND_SCRIPT: ReplyScript = {
  write: (task) => (task.kind === 'revise' ? `I now rely on ${task.taskId} in my daily work.` : `I rely on ${task.taskId} in my daily work.`),
  content: (item, _judge, count) =>
    item.stem.startsWith('I now') ? { target: 7, orbiting: Array(count).fill(1) } : { target: 4, orbiting: [4, ...Array(count - 1).fill(1)] },
};
