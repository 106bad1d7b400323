/**
 * Web research: Tavily (a stub of its client; no test reaches the internet) summarised by the
 * WebSurfer model, cached per construct fingerprint, reused by the next run; without a key the
 * feed says plainly that there was no web research.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTavilySearch, type TavilyLike } from '@/lib/research/tavily';
import { startHarness, type Harness } from './testing/harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function stubTavily() {
  const queries: string[] = [];
  const client: TavilyLike = {
    async search(query) {
      queries.push(query);
      return { results: [{ title: 'AAAW scale paper', url: 'https://example.org/aaaw', content: 'Attitudes toward AI at work have six facets.' }] };
    },
  };
  return { client, queries };
}

describe('web research', () => {
  it('summarises Tavily results once per construct fingerprint and gives the summary to the writer', async () => {
    const tavily = stubTavily();
    h = await startHarness({ search: createTavilySearch(tavily.client) });
    const first = await h.run({ itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep', research: true });
    expect((await h.status(first)).status).toBe('completed');
    expect(tavily.queries).toHaveLength(1);
    const research = h.server.requests.filter((r) => r.agent === 'research');
    expect(research).toHaveLength(1);
    expect(research[0]!.messages.map((m) => m.content).join('\n')).toContain('Attitudes toward AI at work have six facets.');
    const writer = h.server.requests.find((r) => r.agent === 'writer')!;
    expect(writer.messages.map((m) => m.content).join('\n')).toContain('Scripted research summary.');

    const second = await h.run({ itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep', research: true });
    expect((await h.status(second)).status).toBe('completed');
    expect(tavily.queries).toHaveLength(1);
    expect(h.server.requests.filter((r) => r.agent === 'research')).toHaveLength(1);
    expect((await h.events(second)).find((e) => e.agent === 'WebSurfer')!.text).toMatch(/cached/);
    // Anti-homogeneity memory: the second run's writer sees the first run's stems.
    const writer2 = h.server.requests.filter((r) => r.agent === 'writer')[1]!;
    const firstStems = (await h.items(first)).map((i) => i.versions[0]!.stem);
    for (const stem of firstStems) expect(writer2.messages.map((m) => m.content).join('\n')).toContain(stem);
  });

  it('says there was no web research when no key is configured', async () => {
    h = await startHarness();
    const runId = await h.run({ itemsPerDimension: 1, maxRounds: 1, mode: 'auto-keep', research: true });
    const note = (await h.events(runId)).find((e) => e.agent === 'WebSurfer')!;
    expect(note.text).toMatch(/No web research \(no TAVILY_API_KEY is configured\)/);
    expect(h.server.requests.filter((r) => r.agent === 'research')).toHaveLength(0);
  });
});
