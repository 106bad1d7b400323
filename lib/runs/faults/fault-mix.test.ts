/**
 * Runs against a misbehaving model provider: 30% of replies malformed or schema-violating JSON,
 * 10% HTTP 500 and 5% hangs (with a short time-out), on the primary provider and on the fallback
 * of three agents. Every run must end completed, each stop along the way with a clear error and a
 * working retry; no stored rating may differ from what the server actually answered; every
 * request the server saw is in `llm_calls` with the right outcome (retries and fallbacks visible).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '@/db/queries/events';
import { listRunItems } from '@/db/queries/items';
import { contentValidity } from '@/lib/psychometrics';
import { startFakeServer, type FakeServer, type RecordedRequest } from '@/lib/llm/fake-server/server';
import { retryRun, settled, startRun, submitReview } from '../manager';
import type { RunSettingsInput } from '../settings';
import { startHarness, type Harness } from '../testing/harness';
import { faultyHandler, requestItems, VARIED_SCRIPT } from './testing/faulty-replies';

const TIMEOUT_MS = 1_000;
const FAULTS = { malformed: 0.15, http500: 0.1, hang: 0.05 };
/** Violations come from the handler before the server's own faults: 0.15 / 0.70 of the rest → 15% overall. */
const VIOLATION_RATE = 0.15 / 0.7;
const MAX_RETRIES = 30;

const RUNS: RunSettingsInput[] = [
  { itemsPerDimension: 2, maxRounds: 2, mode: 'auto-keep' },
  { itemsPerDimension: 2, maxRounds: 2, mode: 'lewmod' },
  { itemsPerDimension: 2, maxRounds: 2, mode: 'person' },
  { itemsPerDimension: 2, maxRounds: 2, mode: 'lewmod' },
  { itemsPerDimension: 2, maxRounds: 2, mode: 'auto-keep' },
  { itemsPerDimension: 2, maxRounds: 2, mode: 'person' },
];

const CLEAR_ERROR = /^(Agent (writer|content|linguistic|bias|meta|lewmod) returned invalid output in 3 attempt\(s\); last errors:\n- .+|No provider could serve agent (writer|content|linguistic|bias|meta|lewmod):\n- .+)/s;

let h: Harness;
let fallback: FakeServer;
const faulty = faultyHandler(VARIED_SCRIPT, { violationRate: VIOLATION_RATE, seed: 6 });
const runIds: string[] = [];
/** Per run: each stop (failed status) seen, with what was stored at that moment. */
const stops: Array<{ runId: string; error: string; versions: Array<{ itemId: string; round: number; stem: string; decision: string | null; htc: number | null }> }> = [];

async function storedVersions(runId: string) {
  return (await h.items(runId)).flatMap((item) => item.versions.map((v) => ({ itemId: item.id, round: v.round, stem: v.stem, decision: v.decision, htc: v.htc })));
}

/** Retries a failed run until it rests (waiting for the board or completed), recording each stop. */
async function untilRest(runId: string): Promise<string> {
  for (let retries = 0; ; retries++) {
    const run = await h.status(runId);
    if (run.status !== 'failed') return run.status;
    if (retries === MAX_RETRIES) throw new Error(`run ${runId} still failing after ${MAX_RETRIES} retries: ${run.error}`);
    stops.push({ runId, error: run.error ?? '', versions: await storedVersions(runId) });
    expect(await retryRun(h.rt, { runId })).toEqual({ ok: true });
    await settled(runId);
  }
}

beforeAll(async () => {
  fallback = await startFakeServer({ handler: faulty.handler, faults: { ...FAULTS, seed: 61 } });
  h = await startHarness({
    env: {
      SCALEWRIGHT_VLLM_BASE_URL: fallback.baseURL,
      SCALEWRIGHT_FALLBACKS_CONTENT: 'vllm:fake-content-fallback',
      SCALEWRIGHT_FALLBACKS_WRITER: 'vllm:fake-writer-fallback',
      SCALEWRIGHT_FALLBACKS_META: 'vllm:fake-meta-fallback',
      ...Object.fromEntries(['RESEARCH', 'WRITER', 'CONTENT', 'LINGUISTIC', 'BIAS', 'META', 'LEWMOD'].map((a) => [`SCALEWRIGHT_TIMEOUT_MS_${a}`, String(TIMEOUT_MS)])),
    },
  });
  h.server.setDefaultHandler(faulty.handler);
  h.server.setFaults({ ...FAULTS, seed: 60 });
  // Whatever the draw, the suite sees a failed round (a bias outage) and a fallback (content).
  h.server.script('bias', [{ status: 500 }]);
  h.server.script('content', [{ status: 500 }]);

  for (const settings of RUNS) {
    const construct = await h.construct();
    const started = await startRun(h.rt, { constructId: construct.id, settings, heuristic: false });
    if (!started.ok) throw new Error(started.error);
    const runId = started.run.id;
    runIds.push(runId);
    await settled(runId);
    let status = await untilRest(runId);
    for (let round = 1; status === 'waiting_review'; round++) {
      const items = (await h.items(runId)).filter((i) => i.status === 'active');
      const decisions = Object.fromEntries(items.map((item, i) => [item.label, { action: i % 2 === 0 ? ('KEEP' as const) : ('REVISE' as const) }]));
      expect(await submitReview(h.rt, { runId, round, submission: { decisions, approve: round === 2 } })).toEqual({ ok: true });
      await settled(runId);
      status = await untilRest(runId);
    }
  }
  // Calls of a reviewer that was still answering when its sibling failed the round land late.
  let count = -1;
  while (count !== h.server.requests.length + fallback.requests.length) {
    count = h.server.requests.length + fallback.requests.length;
    await new Promise((r) => setTimeout(r, TIMEOUT_MS + 200));
  }
}, 150_000);

afterAll(async () => {
  await h?.close();
  await fallback?.close();
});

const allRequests = () => [...h.server.requests, ...fallback.requests];
const allCalls = async () => (await Promise.all(runIds.map((id) => h.calls(id)))).flat();

describe('a provider answering 30% broken JSON, 10% HTTP 500 and 5% hangs', () => {
  it('ends every run completed; each stop had a clear error, an error event and a working retry', async () => {
    for (const runId of runIds) expect((await h.status(runId)).status).toBe('completed');
    expect(stops.length).toBeGreaterThan(0);
    for (const stop of stops) expect(stop.error).toMatch(CLEAR_ERROR);
    for (const runId of runIds) {
      const errors = (await h.events(runId)).filter((e) => e.kind === 'error');
      expect(errors).toHaveLength(stops.filter((s) => s.runId === runId).length);
      for (const e of errors) expect(e.text).toMatch(/^The run stopped: .+ Nothing stored was lost; use Retry to continue from the last completed step\.$/s);
    }
  });

  it('loses nothing stored before a stop', async () => {
    for (const stop of stops) {
      const after = new Map((await storedVersions(stop.runId)).map((v) => [`${v.itemId}@${v.round}`, v]));
      for (const before of stop.versions) {
        const now = after.get(`${before.itemId}@${before.round}`);
        expect(now?.stem).toBe(before.stem);
        if (before.decision !== null) expect(now).toMatchObject({ decision: before.decision, htc: before.htc });
      }
    }
  });

  it('stores only ratings the server actually sent, and indices computed from them', async () => {
    // What each item (label + stem) was rated in replies that reached the client intact.
    const answered = { content: new Map<string, Set<string>>(), linguistic: new Map<string, Set<string>>(), bias: new Map<string, Set<string>>() };
    for (const request of allRequests()) {
      const served = faulty.served(request);
      if (!served || served.violation || !(served.agent in answered)) continue;
      const stems = requestItems(request);
      for (const entry of served.json.ratings as Array<Record<string, unknown>>) {
        const value =
          served.agent === 'content'
            ? entry.judges
            : served.agent === 'linguistic'
              ? [entry.grammar, entry.readability, entry.negativeLanguage, entry.clarity]
              : entry.score;
        const key = `${String(entry.itemId)}|${stems.get(String(entry.itemId))}`;
        const map = answered[served.agent as keyof typeof answered];
        map.set(key, (map.get(key) ?? new Set()).add(JSON.stringify(value)));
      }
    }
    let reviewed = 0;
    for (const runId of runIds) {
      const run = await h.status(runId);
      for (const item of await listRunItems(h.db, { runId })) {
        for (const v of item.versions) {
          if (v.contentRatings === null && v.linguistic === null && v.bias === null) continue;
          reviewed += 1;
          const key = `${item.label}|${v.stem}`;
          expect(answered.content.get(key), `${key} content`).toContain(JSON.stringify(v.contentRatings));
          expect(answered.linguistic.get(key), `${key} linguistic`).toContain(JSON.stringify(v.linguistic));
          expect(answered.bias.get(key), `${key} bias`).toContain(JSON.stringify(v.bias));
          const judges = v.contentRatings as Array<{ target: number; orbiting: number[] }>;
          const cv = contentValidity({
            anchors: run.constructSpec.responseScale.anchors,
            target: judges.map((j) => j.target),
            orbiting: judges[0]!.orbiting.map((_, k) => judges.map((j) => j.orbiting[k]!)),
          });
          expect(v.htc).toBeCloseTo(cv.htc, 12);
          expect(v.htd).toBeCloseTo(cv.htd, 12);
        }
      }
    }
    expect(reviewed).toBeGreaterThan(runIds.length * 4);
  });

  it('records every request the provider saw, with the outcome it had', async () => {
    const requests = allRequests();
    const calls = await allCalls();
    const served = (r: RecordedRequest) => faulty.served(r);
    const expected = {
      ok: requests.filter((r) => served(r) && !served(r)!.violation).length,
      invalid: requests.filter((r) => r.fault === 'malformed' || served(r)?.violation).length,
      http500: requests.filter((r) => r.fault === 'http500' || (!r.fault && r.reply === 'status')).length,
      timeout: requests.filter((r) => r.fault === 'hang').length,
    };
    expect(calls).toHaveLength(requests.length);
    const recorded = {
      ok: calls.filter((c) => c.outcome === 'ok').length,
      invalid: calls.filter((c) => c.outcome === 'invalid-output').length,
      http500: calls.filter((c) => c.outcome === 'provider-error' && /HTTP 500/.test(c.error ?? '')).length,
      timeout: calls.filter((c) => c.outcome === 'timeout').length,
    };
    // A hang is always a time-out; any other reply is what the server sent, unless the client gave
    // up first (a reply held up past the time-out on a busy machine): never another outcome.
    expect(recorded.ok + recorded.invalid + recorded.http500 + recorded.timeout).toBe(requests.length);
    expect(recorded.timeout).toBeGreaterThanOrEqual(expected.timeout);
    expect(recorded.ok).toBeLessThanOrEqual(expected.ok);
    expect(recorded.invalid).toBeLessThanOrEqual(expected.invalid);
    expect(recorded.http500).toBeLessThanOrEqual(expected.http500);
    expect(recorded.timeout - expected.timeout).toBeLessThanOrEqual(Math.ceil(requests.length * 0.05));
    expect(expected.invalid / requests.length).toBeGreaterThan(0.15);
    expect(expected.http500 + expected.timeout).toBeGreaterThan(0);
  });

  it('shows corrections and fallbacks in llm_calls', async () => {
    const calls = await allCalls();
    // A correction: a later attempt of the same call that succeeded after an invalid reply.
    expect(calls.some((c) => c.attempt >= 2 && c.outcome === 'ok')).toBe(true);
    // A fallback: the vllm entry answering after the primary failed.
    const fallbacks = calls.filter((c) => c.provider === 'vllm');
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const f of fallbacks) expect(['content', 'writer', 'meta']).toContain(f.agent);
    for (const c of calls) expect(c.error === null).toBe(c.outcome === 'ok');
  });

  it('never leaves an event twice in a feed', async () => {
    for (const runId of runIds) {
      const events = await listEvents(h.db, { runId, limit: 10_000 });
      expect(new Set(events.map((e) => e.dedupeKey)).size).toBe(events.length);
    }
  });
});
