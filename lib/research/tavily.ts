/**
 * Web research through Tavily (@tavily/core) when TAVILY_API_KEY is set. The client is injected so
 * tests use a stub of it (no test reaches the internet).
 */
import type { SearchSource } from '@/lib/agents/deps';
import type { SearchResult } from '@/lib/agents/panel';

/** The part of the Tavily client we use. */
export interface TavilyLike {
  search(query: string, options?: { maxResults?: number; searchDepth?: 'basic' | 'advanced' }): Promise<{
    results: Array<{ title: string; url: string; content: string }>;
  }>;
}

export function createTavilySearch(client: TavilyLike, options: { maxResults?: number } = {}): SearchSource {
  return {
    async search(query: string): Promise<SearchResult[]> {
      const response = await client.search(query, { maxResults: options.maxResults ?? 6, searchDepth: 'basic' });
      return response.results.map((r) => ({ title: r.title, url: r.url, content: r.content }));
    },
  };
}

/** The search source configured by the environment, or null (runs then note "no web research"). */
export async function searchFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<SearchSource | null> {
  const apiKey = env.TAVILY_API_KEY?.trim();
  if (!apiKey) return null;
  const { tavily } = await import('@tavily/core');
  return createTavilySearch(tavily({ apiKey }) as unknown as TavilyLike);
}
