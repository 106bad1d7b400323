/**
 * Benchmark of the psychometric core on a pool of 500 item stems (issue 3): the item-writing
 * checks (checkItem on every stem) and findNearDuplicates over the pool. Prints the first (cold) run, and
 * median and p95 over several repetitions, then one JSON line. Run: npx tsx scripts/bench-psychometrics.ts [reps]
 * Figures only; nothing here fails on time (timings belong in a benchmark, not in the tests).
 */
import { checkItem, findNearDuplicates } from '../lib/psychometrics';

const POOL_SIZE = 500;
const REPS = Math.max(3, Number(process.argv[2] ?? 15) || 15);
const WARMUP = 2;

/** Small deterministic PRNG (mulberry32) so every run benchmarks the same pool. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEMPLATES = [
  'I feel {adj} when I use {tool} at work',
  'I {verb} {tool} to {task}',
  'Using {tool} makes my {object} {comparative}',
  'I worry that {tool} will {threat} my {object}',
  'I am confident that I can {verb} {tool} to {task}',
  'My {person} encourages me to {verb} {tool}',
  'I enjoy learning and using {tool} for {gerund}',
  'I do not feel {adj} about {tool} in my {object}',
  'I {verb} {tool} every day to {task} and {task}',
  'When my {person} asks me to {task}, I {verb} {tool} without hesitation',
  'I believe that {tool} helps me {task} more quickly than before',
  'In my team, we often rely on {tool} for {gerund} and planning',
];
const WORDS: Record<string, string[]> = {
  adj: ['anxious', 'comfortable', 'confident', 'excited', 'uneasy', 'curious', 'overwhelmed', 'optimistic'],
  tool: ['AI tools', 'chatbots', 'generative AI', 'automated assistants', 'AI-based software', 'machine learning systems'],
  verb: ['use', 'trust', 'rely on', 'check', 'prefer', 'avoid'],
  task: ['write reports', 'plan my work', 'answer emails', 'analyse data', 'prepare meetings', 'summarise documents'],
  object: ['job', 'work', 'career', 'daily tasks', 'role', 'workload'],
  comparative: ['easier', 'harder', 'more interesting', 'less stressful', 'more efficient'],
  threat: ['replace', 'change', 'devalue', 'deskill', 'monitor'],
  person: ['manager', 'supervisor', 'team leader', 'colleague', 'organisation'],
  gerund: ['writing', 'research', 'scheduling', 'coding', 'translation', 'brainstorming'],
};

function makePool(n: number): string[] {
  const rnd = prng(20250101);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: n }, () =>
    pick(TEMPLATES).replace(/\{(\w+)\}/g, (_, key: string) => pick(WORDS[key])),
  );
}

function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

function time(fn: () => unknown): { cold: number; median: number; p95: number; min: number; max: number } {
  // the first call pays for JIT compilation and fills the syllable cache of readability.ts
  const c0 = performance.now();
  fn();
  const cold = performance.now() - c0;
  for (let i = 1; i < WARMUP; i += 1) fn();
  const runs: number[] = [];
  for (let i = 0; i < REPS; i += 1) {
    const t0 = performance.now();
    fn();
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  return { cold, median: percentile(runs, 50), p95: percentile(runs, 95), min: runs[0], max: runs.at(-1) ?? runs[0] };
}

const pool = makePool(POOL_SIZE);
let flags = 0;
const checks = time(() => {
  flags = 0;
  for (const stem of pool) flags += checkItem(stem).length;
});
let pairs = 0;
const duplicates = time(() => {
  pairs = findNearDuplicates(pool).length;
});

const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(`psychometrics benchmark: ${POOL_SIZE} stems, ${REPS} repetitions after ${WARMUP} warm-up runs (node ${process.version})`);
console.log(`  checkItem × ${POOL_SIZE}:        median ${ms(checks.median)}, p95 ${ms(checks.p95)}, first (cold) run ${ms(checks.cold)} (${flags} flags)`);
console.log(`  findNearDuplicates(${POOL_SIZE}):  median ${ms(duplicates.median)}, p95 ${ms(duplicates.p95)}, first (cold) run ${ms(duplicates.cold)} (${pairs} pairs ≥ default threshold)`);
console.log(
  JSON.stringify({
    bench: 'psychometrics',
    stems: POOL_SIZE,
    reps: REPS,
    checkItemMs: { median: +checks.median.toFixed(2), p95: +checks.p95.toFixed(2), cold: +checks.cold.toFixed(2) },
    findNearDuplicatesMs: { median: +duplicates.median.toFixed(2), p95: +duplicates.p95.toFixed(2), cold: +duplicates.cold.toFixed(2) },
    flags,
    pairs,
  }),
);
