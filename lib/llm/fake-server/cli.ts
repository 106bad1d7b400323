/**
 * Standalone fake OpenAI-compatible server for benchmarks and manual runs:
 *
 *   npx tsx lib/llm/fake-server/cli.ts --port 4010 --latency 300 \
 *     [--replies ./my-replies.ts] [--malformed 0.1 --http500 0.05 --http429 0 --hang 0.01 --seed 1]
 *
 * `--replies` names a module whose default export is a `FakeHandler` that builds schema-valid
 * replies per agent. Without it every request is answered with `{}`; the graph's own tests
 * script real replies per agent.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startFakeServer, type FakeHandler, type FaultMix } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    latency: { type: 'string', default: '0' },
    replies: { type: 'string' },
    malformed: { type: 'string' },
    http500: { type: 'string' },
    http429: { type: 'string' },
    hang: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`--${name} must be a number, got ${value}`);
  return n;
}

async function main(): Promise<void> {
  let handler: FakeHandler | undefined;
  if (values.replies) {
    const mod = (await import(pathToFileURL(resolve(values.replies)).href)) as { default?: FakeHandler };
    if (typeof mod.default !== 'function') throw new Error(`${values.replies} must default-export a reply handler`);
    handler = mod.default;
  }
  const probabilities = {
    malformed: number('malformed', values.malformed),
    http500: number('http500', values.http500),
    http429: number('http429', values.http429),
    hang: number('hang', values.hang),
  };
  const anyFault = Object.values(probabilities).some((p) => p !== undefined && p > 0);
  const faults: FaultMix | null = anyFault ? { ...probabilities, seed: number('seed', values.seed) ?? 1 } : null;

  const server = await startFakeServer({
    port: number('port', values.port),
    host: values.host,
    latencyMs: number('latency', values.latency),
    handler,
    faults,
  });
  console.log(`Fake OpenAI-compatible server listening on ${server.baseURL}`);
  console.log(`Point a provider at it, e.g. SCALEWRIGHT_CUSTOM_BASE_URL=${server.baseURL}`);

  const stop = () => {
    console.log(`Stopping after ${server.requests.length} request(s).`);
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
