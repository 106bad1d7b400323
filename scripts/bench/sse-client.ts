/** A minimal Server-Sent Events reader that stamps each message with its arrival time. */
export interface SseMessage {
  id: number | null;
  event: string;
  data: unknown;
  /** Date.now() when the message was read. */
  arrivedAt: number;
}

export interface SseConnection {
  messages: SseMessage[];
  /** Resolves when a message satisfies `check` (or rejects after `timeoutMs`). */
  waitFor(check: (message: SseMessage) => boolean, timeoutMs: number): Promise<SseMessage>;
  close(): void;
}

export async function openSse(url: string): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`SSE ${url} answered ${response.status}`);
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const arrivedAt = Date.now();
        buffer += decoder.decode(value, { stream: true });
        const parts = buffer.split('\n\n');
        buffer = parts.pop()!;
        for (const part of parts) {
          const field = (name: string) => part.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = field('data');
          if (data === undefined) continue;
          const id = field('id');
          messages.push({ id: id === undefined ? null : Number(id), event: field('event') ?? 'message', data: JSON.parse(data), arrivedAt });
        }
        for (const wake of waiters) wake();
      }
    } catch {
      /* closed */
    }
  })();
  return {
    messages,
    waitFor(check, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(test);
          reject(new Error(`no matching SSE message within ${timeoutMs} ms`));
        }, timeoutMs);
        const test = () => {
          const found = messages.find(check);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(test);
          resolve(found);
        };
        waiters.add(test);
        test();
      });
    },
    close: () => controller.abort(),
  };
}
