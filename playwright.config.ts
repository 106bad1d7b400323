import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every e2e session, so tests never see stale data. Set once in the
// main process; workers inherit it.
process.env.E2E_DATA_DIR ??= path.join('.data', `e2e-${Date.now().toString(36)}`, 'pglite');

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    // `npm test` builds first; run `npx next build` before `npx playwright test` on its own.
    command: `npx next start -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/constructs`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      SCALEWRIGHT_DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      OPENAI_API_KEY: '',
      OPENROUTER_API_KEY: '',
      GROQ_API_KEY: '',
      TAVILY_API_KEY: '',
    },
  },
});
