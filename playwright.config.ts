import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.cjs';

/** Browser tests: the real built web app, api and worker, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '.cache/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // The whole browser run takes 12-20 minutes on a quiet 2-core machine and up to 30 on a starved one
  // (118 tests, none failing on time); a stuck run must still end, and say so.
  globalTimeout: 50 * 60_000,
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
