/**
 * The LM-AIG graph end to end: real @langchain/openai client → local fake OpenAI server with
 * scripted replies → graph → database. What a psychometrician relies on: frozen items never
 * change and are never re-reviewed, discarded items are replaced, edited stems are reviewed again,
 * broken replies are corrected or fail visibly, and the run ends with a reason.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/harness';
import { retryRun, settled } from './manager';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Content ratings from the stem: "(weak)" items are rated as close to an orbiting construct. */
const script = {
  content: (item: { stem: string }, _judge: number, count: number) =>
    item.stem.includes('(weak)') ? { target: 4, orbiting: [4, ...Array(count - 1).fill(1)] } : { target: 7, orbiting: Array(count).fill(1) },
};

describe('a run with a person on the board', () => {
  it('freezes KEEP items, replaces DISCARD, re-reviews an edit, revises only REVISE items, then completes on approval', async () => {
    h = await startHarness({
      script: {
        ...script,
        write: (task) => (task.kind === 'revise' ? `I now rewrite ${task.taskId} clearly.` : `I value ${task.taskId} at work (weak)`),
      },
    });
    const runId = await h.run({ itemsPerDimension: 3, maxRounds: 3, mode: 'person' });
    expect((await h.status(runId)).status).toBe('waiting_review');

    const round1 = await h.items(runId);
    expect(round1.map((i) => i.label)).toEqual(['AUA-1', 'AUA-2', 'AUA-3', 'PU-1', 'PU-2', 'PU-3']);
    const v1 = Object.fromEntries(round1.map((i) => [i.label, i.versions[0]!]));
    // Every metric on the board is computed: c = 4/7, d = 0 for a "(weak)" item against its closest rival.
    expect(v1['AUA-1']!.htc).toBeCloseTo(4 / 7, 10);
    expect(v1['AUA-1']!.decision).toBe('REVISE');
    expect(v1['AUA-1']!.reasons.join(' ')).toMatch(/below \.35/);

    const requestsBefore = h.server.requests.length;
    const result = await h.submit(runId, 1, {
      decisions: {
        'AUA-1': { action: 'KEEP' },
        'AUA-2': { action: 'REVISE', note: 'Make it about worry, not preference.' },
        'AUA-3': { action: 'REVISE', editedStem: 'I feel tense when AI tools are introduced at work.' },
        'PU-1': { action: 'KEEP' },
        'PU-2': { action: 'DISCARD' },
        'PU-3': { action: 'KEEP' },
      },
      note: 'Fewer preference items, please.',
    });
    expect(result).toEqual({ ok: true });
    expect((await h.status(runId)).status).toBe('waiting_review');
    expect((await h.status(runId)).currentRound).toBe(2);

    const round2 = Object.fromEntries((await h.items(runId)).map((i) => [i.label, i]));
    // Frozen items: byte-identical, no new version, and absent from every round-2 request.
    for (const label of ['AUA-1', 'PU-1', 'PU-3']) {
      expect(round2[label]!.status).toBe('kept');
      expect(round2[label]!.versions).toHaveLength(1);
      expect(round2[label]!.versions[0]!.stem).toBe(v1[label]!.stem);
      expect(round2[label]!.versions[0]!.humanDecision).toBe('KEEP');
    }
    const round2Requests = h.server.requests.slice(requestsBefore);
    const sent = round2Requests.map((r) => r.messages.map((m) => m.content).join('\n'));
    for (const label of ['AUA-1', 'PU-1', 'PU-3']) for (const text of sent) expect(text).not.toContain(`itemId ${label} `);
    // DISCARD: PU-2 stays discarded with its history; PU-4 replaces it.
    expect(round2['PU-2']!.status).toBe('discarded');
    expect(round2['PU-4']!.replacesItemId).toBe(round2['PU-2']!.id);
    expect(round2['PU-4']!.versions[0]!.round).toBe(2);
    // REVISE: rewritten by the writer with the note in its prompt.
    const writer2 = round2Requests.find((r) => r.agent === 'writer')!;
    const writerPrompt = writer2.messages.map((m) => m.content).join('\n');
    expect(writerPrompt).toContain('Make it about worry, not preference.');
    expect(writerPrompt).toContain('Fewer preference items, please.');
    expect([...writerPrompt.matchAll(/^- taskId (\S+)/gm)].map((m) => m[1])).toEqual(['AUA-2', 'PU-4']);
    expect(round2['AUA-2']!.versions[1]!.stem).toBe('I now rewrite AUA-2 clearly.');
    // The edited stem is the new version, written by a person and reviewed again.
    const edited = round2['AUA-3']!.versions[1]!;
    expect(edited).toMatchObject({ stem: 'I feel tense when AI tools are introduced at work.', source: 'human-edit', round: 2 });
    expect(edited.htc).toBeCloseTo(1, 10);
    expect(edited.decision).toBe('KEEP');
    const content2 = round2Requests.find((r) => r.agent === 'content')!.messages.map((m) => m.content).join('\n');
    expect([...content2.matchAll(/^- itemId (\S+)/gm)].map((m) => m[1]).sort()).toEqual(['AUA-2', 'AUA-3', 'PU-4']);

    // A second submission of round 1 is refused with a clear message.
    const again = await h.submit(runId, 1, { decisions: {} });
    expect(again).toMatchObject({ ok: false, code: 'conflict' });
    expect(again.ok ? '' : again.error).toMatch(/already submitted/);

    const done = await h.submit(runId, 2, { decisions: { 'AUA-3': { action: 'KEEP' } }, approve: true });
    expect(done).toEqual({ ok: true });
    const run = await h.status(runId);
    expect(run.status).toBe('completed');
    const events = await h.events(runId);
    expect(events.at(-1)!.text).toMatch(/approved in round 2/);
    // The feed is in the paper's style and has no duplicates.
    expect(events.some((e) => e.agent === 'ItemWriter' && e.target === 'Critic')).toBe(true);
    expect(new Set(events.map((e) => e.dedupeKey)).size).toBe(events.length);
  });

  it('sends an item that failed review twice to the strong writer tier', async () => {
    h = await startHarness({ script: { ...script, write: (task) => `I value ${task.taskId} at work (weak)` } });
    const runId = await h.run({ itemsPerDimension: 1, maxRounds: 4, mode: 'person' });
    await h.submit(runId, 1, { decisions: { 'AUA-1': { action: 'REVISE' }, 'PU-1': { action: 'KEEP' } } });
    await h.submit(runId, 2, { decisions: { 'AUA-1': { action: 'REVISE' } } });
    const writerModels = h.server.requests.filter((r) => r.agent === 'writer').map((r) => r.model);
    expect(writerModels).toEqual(['fake-writer', 'fake-writer', 'fake-writer-strong']);
    const versions = (await h.items(runId)).find((i) => i.label === 'AUA-1')!.versions;
    expect(versions.map((v) => v.source)).toEqual(['writer', 'writer', 'writer-strong']);
    expect((await h.events(runId)).some((e) => /failed review twice/.test(e.text))).toBe(true);
  });
});

describe('broken replies and outages', () => {
  it('corrects malformed JSON through the retry loop and logs every attempt', async () => {
    h = await startHarness({ script });
    h.server.script('linguistic', [{ text: '{"ratings": [ {"itemId": "AUA-1", oops' }]);
    const runId = await h.run({ itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep' });
    expect((await h.status(runId)).status).toBe('completed');
    const linguistic = (await h.calls(runId)).filter((c) => c.agent === 'linguistic');
    expect(linguistic.map((c) => [c.attempt, c.outcome])).toEqual([
      [1, 'invalid-output'],
      [2, 'ok'],
    ]);
    const correction = h.server.requests.filter((r) => r.agent === 'linguistic')[1]!;
    expect(correction.messages.at(-1)!.content).toMatch(/JSON/i);
  });

  it('fails the round visibly when replies stay invalid, fabricates nothing, and a retry continues', async () => {
    h = await startHarness({ script });
    const bad = { json: { ratings: [{ itemId: 'AUA-1', judges: [] }] } };
    h.server.script('content', [bad, bad, bad]);
    const runId = await h.run({ itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep' });
    const failed = await h.status(runId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/content/i);
    const items = await h.items(runId);
    expect(items.flatMap((i) => i.versions).every((v) => v.htc === null && v.decision === null)).toBe(true);
    expect((await h.events(runId)).at(-1)).toMatchObject({ kind: 'error' });

    expect(await retryRun(h.rt, { runId })).toEqual({ ok: true });
    await settled(runId);
    expect((await h.status(runId)).status).toBe('completed');
    const reviewed = (await h.items(runId)).flatMap((i) => i.versions);
    expect(reviewed.every((v) => v.htc !== null && v.decision !== null)).toBe(true);
    // The writer was not called again: the retry resumed after the last completed step.
    expect(h.server.requests.filter((r) => r.agent === 'writer')).toHaveLength(1);
  });

  it('moves to the fallback provider when the primary is down', async () => {
    const { startFakeServer } = await import('@/lib/llm/fake-server/server');
    const down = await startFakeServer({ handler: () => ({ status: 503, body: { error: { message: 'overloaded' } } }) });
    try {
      h = await startHarness({
        script,
        env: {
          SCALEWRIGHT_VLLM_BASE_URL: down.baseURL,
          SCALEWRIGHT_MODEL_CONTENT: 'vllm:primary-content',
          SCALEWRIGHT_FALLBACKS_CONTENT: 'custom:fake-content',
        },
      });
      const runId = await h.run({ itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep' });
      expect((await h.status(runId)).status).toBe('completed');
      const content = (await h.calls(runId)).filter((c) => c.agent === 'content');
      expect(content.map((c) => [c.provider, c.outcome])).toEqual([
        ['vllm', 'provider-error'],
        ['custom', 'ok'],
      ]);
    } finally {
      await down.close();
    }
  });
});

describe('how runs end', () => {
  it('returns the best items with warnings when the round limit is reached', async () => {
    h = await startHarness({ script: { ...script, write: (task) => `I value ${task.taskId} at work (weak)` } });
    const runId = await h.run({ itemsPerDimension: 2, maxRounds: 2, mode: 'auto-keep' });
    const run = await h.status(runId);
    expect(run.status).toBe('completed');
    expect(run.warnings).toHaveLength(2);
    expect(run.warnings[0]).toMatch(/^AI Use Anxiety: 0 of 2 items kept\. Best remaining: AUA-\d \(c = \.57, d = \.\d\d\)/);
    expect((await h.events(runId)).at(-1)!.text).toMatch(/limit of 2 rounds was reached/);
  });

  it('ends at once when every item is kept (quality gate)', async () => {
    h = await startHarness({ script });
    const runId = await h.run({ itemsPerDimension: 2, maxRounds: 3, mode: 'auto-keep' });
    const run = await h.status(runId);
    expect(run.status).toBe('completed');
    expect(run.warnings).toEqual([]);
    expect(run.currentRound).toBe(1);
    expect((await h.items(runId)).every((i) => i.status === 'kept')).toBe(true);
  });

  it('lets LewMod answer the review with per-item decisions and approve', async () => {
    h = await startHarness({ script: { ...script, approve: () => true } });
    const runId = await h.run({ itemsPerDimension: 2, maxRounds: 3, mode: 'lewmod' });
    expect((await h.status(runId)).status).toBe('completed');
    const events = await h.events(runId);
    expect(events.some((e) => e.agent === 'LewMod' && /Scale approved/.test(e.text))).toBe(true);
  });
});

describe('the offline heuristic panel', () => {
  it('runs a full LewMod run on AAAW with no network and labels its output as heuristic', async () => {
    h = await startHarness();
    const { AAAW_PRESET } = await import('@/lib/constructs/presets');
    const runId = await h.run({ itemsPerDimension: 3, maxRounds: 3, mode: 'lewmod' }, AAAW_PRESET, true);
    const run = await h.status(runId);
    expect(run.status).toBe('completed');
    expect(run.heuristic).toBe(true);
    expect(h.server.requests).toHaveLength(0);
    expect(await h.calls(runId)).toHaveLength(0);
    const items = await h.items(runId);
    expect(new Set(items.map((i) => i.dimension)).size).toBe(6);
    for (const item of items) for (const v of item.versions) expect(v.heuristic).toBe(true);
    const reviewed = items.flatMap((i) => i.versions).filter((v) => v.decision);
    expect(reviewed.length).toBeGreaterThanOrEqual(18);
    for (const v of reviewed) {
      expect(v.htc).toBeGreaterThan(0);
      expect(v.htc).toBeLessThanOrEqual(1);
    }
    const agentEvents = (await h.events(runId)).filter((e) => ['ItemWriter', 'ContentReviewer', 'LinguisticReviewer', 'BiasReviewer', 'MetaEditor', 'LewMod'].includes(e.agent));
    expect(agentEvents.length).toBeGreaterThan(0);
    for (const e of agentEvents) expect(e.text.startsWith('[heuristic]')).toBe(true);
  });
});
