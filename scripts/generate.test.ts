/** The headless command as a user runs it: a construct file in, a result JSON out, a line per round. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AAAW_PRESET } from '@/lib/constructs/presets';
import { exportConstructJson } from '@/lib/constructs/export-format';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-generate-'));
const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'generate.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', OPENROUTER_API_KEY: '', GROQ_API_KEY: '', DATABASE_URL: '' },
    timeout: 120_000,
  });

describe('npm run generate', () => {
  it('runs the graph offline and writes the final items with their metrics', { timeout: 120_000 }, () => {
    const construct = path.join(dir, 'aaaw.json');
    const out = path.join(dir, 'out', 'result.json');
    fs.writeFileSync(construct, exportConstructJson(AAAW_PRESET));
    const result = run(['--construct', construct, '--offline', '--mode', 'auto-keep', '--rounds', '2', '--items-per-dimension', '2', '--out', out]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Offline heuristic panel \(no LLM\)/m);
    expect(result.stdout).toMatch(/^round 1: 12 reviewed · KEEP \d+ · REVISE \d+ · DISCARD \d+ · mean c 0\.\d\d · mean d -?\d\.\d\d/m);
    const json = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(json.run.status).toBe('completed');
    expect(json.run.heuristic).toBe(true);
    expect(json.construct.name).toBe('Attitudes toward AI at Work');
    expect(json.items.length).toBeGreaterThanOrEqual(12);
    for (const item of json.scale) {
      expect(item.status).toBe('kept');
      expect(item.current.htc).toBeGreaterThan(0);
      expect(item.current.decision).toMatch(/KEEP|REVISE|DISCARD/);
      expect(item.current.bands.htc).toBeTruthy();
    }
  });

  it('rejects an invalid construct file with the path of the problem', () => {
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ ...AAAW_PRESET, dimensions: [{ name: 'Only', definition: 'One orbiting.', orbiting: [{ name: 'X', definition: 'x' }] }] }));
    const result = run(['--construct', bad, '--offline', '--out', path.join(dir, 'never.json')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/dimensions\[0\]\.orbiting: at least 2 required/);
    expect(fs.existsSync(path.join(dir, 'never.json'))).toBe(false);
  });

  it('explains a bad flag', () => {
    const result = run(['--construct', 'x.json', '--mode', 'person', '--out', 'y.json']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--mode must be lewmod or auto-keep/);
  });
});
