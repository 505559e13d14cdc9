// The Chromium the browser tests and the browser faults run: Debian's, or CHROMIUM_PATH. CommonJS so
// that scripts, playwright.config.ts and the TypeScript fault helpers share one answer.

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (containers run as root), nothing fetched in the background. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CHROMIUM_MISSING = `Browser tests need Chromium at ${CHROMIUM_PATH}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`;

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, CHROMIUM_MISSING };
