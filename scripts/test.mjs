// @ts-check
// `npm test`: every layer. Installs what is missing, lints (the house rules and workspace boundaries: a
// violation ends the run here), builds, finds or starts Postgres and Redis, then runs unit and
// integration tests (jest), the quick faults (scripts/faults.mjs --quick) and browser tests (Playwright
// in Debian's Chromium). Each run uses its own database and Redis key prefix. Ends with one line:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();

const { repoRoot, run, say } = await import('./lib/processes.cjs');
const { resolveServices, databaseUrlFor } = await import('./lib/services.mjs');

const { CHROMIUM_PATH: CHROMIUM, CHROMIUM_MISSING } = await import('./lib/chromium.cjs');
const { PGBOUNCER_PATH, PGBOUNCER_MISSING } = await import('./lib/pgbouncer.cjs');

/** Debian packages the tests drive: Chromium (browser tests, faults) and PgBouncer (the pooler test). */
const DEBIAN_TOOLS = [
  { file: CHROMIUM, pkg: 'chromium', missing: CHROMIUM_MISSING },
  { file: PGBOUNCER_PATH, pkg: 'pgbouncer', missing: PGBOUNCER_MISSING },
];

function ensureDebianTools() {
  let missing = DEBIAN_TOOLS.filter((tool) => !existsSync(tool.file));
  if (missing.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const packages = missing.map((tool) => tool.pkg);
    say('test', `Installing Debian ${packages.join(', ')} for the tests (apt-get install)...`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    missing = missing.filter((tool) => !existsSync(tool.file));
  }
  if (missing.length) throw new Error(missing.map((tool) => tool.missing).join('\n'));
}

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

const results = path.join(repoRoot, '.cache/test-results');
rmSync(results, { recursive: true, force: true });
rmSync(path.join(repoRoot, '.cache/faults'), { recursive: true, force: true });
mkdirSync(results, { recursive: true });
ensureDebianTools();

say('test', 'Lint (eslint, prettier)');
await run('npm', ['run', 'lint', '--silent']);

say('test', 'Building...');
await run('npm', ['run', 'build', '--silent']);
// The build type-checks the apps; the tests' own typecheck holds the type-level tests (the socket event maps).
await run('npm', ['run', 'typecheck:tests', '--silent']);

const services = await resolveServices({ dataDir: path.join(repoRoot, '.data/test'), persistent: false });
const env = {
  TEST_DATABASE_SERVER_URL: databaseUrlFor(services, 'postgres'),
  TEST_REDIS_URL: services.redisUrl,
  CHROMIUM_PATH: CHROMIUM,
};

let failedStep = null;
try {
  say('test', 'Unit and integration tests (jest)');
  // --forceExit ends jest once its results are written, even if a test left a handle open (a socket,
  // a timer): the run never hangs, but such a leak goes unreported here. Find one with
  // `npx jest --detectOpenHandles <file>`.
  await run('npx', ['jest', '--ci', '--forceExit', '--json', `--outputFile=${results}/jest.json`], { env }).catch((e) => {
    failedStep ??= e;
  });
  // The quick faults (npm run faults -- --quick): real processes killed and restarted mid-exam.
  await run('node', ['scripts/faults.mjs', '--quick'], { env }).catch((e) => {
    failedStep ??= e;
  });
  say('test', 'Browser tests (Playwright, Chromium)');
  await run('npx', ['playwright', 'test'], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json` } }).catch(
    (e) => {
      failedStep ??= e;
    },
  );
} finally {
  await services.stop();
}

const jest = counts(`${results}/jest.json`, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
}));
const faults = counts(path.join(repoRoot, '.cache/faults/jest.json'), (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
}));
const browser = counts(`${results}/playwright.json`, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));
const passed = (jest?.passed ?? 0) + (faults?.passed ?? 0) + (browser?.passed ?? 0);
const failed =
  (jest?.failed ?? 0) + (faults?.failed ?? 0) + (browser?.failed ?? 0) + (failedStep && !jest && !faults && !browser ? 1 : 0);
console.log(
  `\njest: ${jest ? `${jest.passed} passed, ${jest.failed} failed` : 'no results'}; faults: ${faults ? `${faults.passed} passed, ${faults.failed} failed` : 'no results'}; playwright: ${browser ? `${browser.passed} passed, ${browser.failed} failed` : 'no results'}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 || passed === 0 ? 1 : 0);
