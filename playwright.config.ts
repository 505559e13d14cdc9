import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.cjs';

/** Browser tests: the real built web app, api and worker, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '.cache/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey takes 5-25 s on a quiet 2-core machine and about twice that on a starved one, where the
  // whole run (118 tests) took 40 minutes with none failing; a stuck test or run must still end, and say so.
  timeout: 60_000,
  globalTimeout: 60 * 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/playwright-results.json' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
