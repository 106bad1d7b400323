/**
 * WebSurfer: searches the web (Tavily) for the construct and summarises it for the writer, cached
 * per construct fingerprint. Without a key, or with research off, the writer works from the
 * construct's own definitions and the feed says so.
 */
import { fingerprint } from '@/lib/constructs/fingerprint';
import type { ConstructSpec } from '@/lib/constructs/schema';
import type { GraphDeps } from '../deps';
import type { RunState, RunStateUpdate } from '../state';

export function definitionsSummary(construct: ConstructSpec): string {
  const dims = construct.dimensions.map((d) => `- ${d.name}: ${d.definition}`).join('\n');
  return `${construct.name}: ${construct.definition}\nDimensions:\n${dims}`;
}

export function researchQuery(construct: ConstructSpec): string {
  return `${construct.name} construct definition measurement scale items ${construct.dimensions.map((d) => d.name).join(', ')}`.slice(0, 380);
}

export function makeResearchNode(deps: GraphDeps) {
  return async function research(state: RunState): Promise<RunStateUpdate> {
    const ctx = { runId: state.runId, round: 0 };
    const print = fingerprint(state.construct);
    const memory = await deps.store.loadMemory(state.runId, print);
    const reason = !state.settings.research ? 'web research is off for this run' : !deps.search ? 'no TAVILY_API_KEY is configured' : null;
    if (reason) {
      await deps.store.emit(state.runId, {
        round: 0,
        agent: 'WebSurfer',
        target: 'ItemWriter',
        kind: 'info',
        key: 'research',
        text: `No web research (${reason}); the writer works from the construct's own definitions.`,
        data: { web: false, memory: memory.length },
      });
      return { research: { summary: definitionsSummary(state.construct), sources: [], web: false }, memory };
    }
    const cached = await deps.store.getResearch(print);
    if (cached) {
      await deps.store.emit(state.runId, {
        round: 0,
        agent: 'WebSurfer',
        target: 'ItemWriter',
        key: 'research',
        text: `Reused the research summary cached for this construct (${cached.sources.length} sources).`,
        data: { web: true, cached: true, sources: cached.sources },
      });
      return { research: { ...cached, web: true }, memory };
    }
    const results = await deps.search!.search(researchQuery(state.construct));
    const output = await deps.panel.research({ construct: state.construct, results }, ctx);
    const sources = results.map((r) => ({ title: r.title, url: r.url }));
    const summary = [output.summary, output.facets.length ? `Facets: ${output.facets.join('; ')}` : ''].filter(Boolean).join('\n');
    await deps.store.putResearch(print, { summary, sources });
    await deps.store.emit(state.runId, {
      round: 0,
      agent: 'WebSurfer',
      target: 'ItemWriter',
      key: 'research',
      text: `Summarised ${results.length} web sources on ${state.construct.name}: ${output.summary.slice(0, 280)}${output.summary.length > 280 ? '…' : ''}`,
      data: { web: true, cached: false, sources, facets: output.facets },
    });
    return { research: { summary, sources, web: true }, memory };
  };
}
