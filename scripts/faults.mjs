// @ts-check
// `npm run faults`: the fault matrix against real processes (api, worker, Postgres, Redis and the web
// app's exam engines typing). Each fault is one module (apps/api/test/faults/*.fault.ts) run by jest
// one at a time; each records its figures, and this prints one line per fault, then "N passed, N failed".
// `--quick` runs the quick subset. Exits non-zero on any failure or any lost answer or row.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { runOnProductNode } from './product-node.mjs';

ensureInstalled();
await runOnProductNode();

const { repoRoot, run, say } = await import('./lib/processes.cjs');
const { resolveServices, databaseUrlFor } = await import('./lib/services.mjs');

/**
 * The faults `--quick` runs (file name prefixes), inside `npm test`: about five minutes on the 2-core
 * machine, two of them R4's real outage. R11 (the api crashed under supervision) is not among them: R1
 * replays answers across an api restart already, and api-supervision.int-spec.ts tests the supervisor.
 */
const QUICK = ['r1-', 'r2-', 'r4-', 'r5-', 'r9-'];

const quick = process.argv.includes('--quick');
const outDir = path.join(repoRoot, '.cache/faults');
const resultsFile = path.join(outDir, 'results.jsonl');
const jestFile = path.join(outDir, 'jest.json');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

// `npm test` passes the services it already runs; run alone, this finds or starts them as `npm test` does.
const given = process.env.TEST_DATABASE_SERVER_URL && process.env.TEST_REDIS_URL;
const services = given
  ? { stop: async () => {} }
  : await resolveServices({ dataDir: path.join(repoRoot, '.data/test'), persistent: false });
const env = {
  TEST_DATABASE_SERVER_URL: given ? process.env.TEST_DATABASE_SERVER_URL : databaseUrlFor(services, 'postgres'),
  TEST_REDIS_URL: given ? process.env.TEST_REDIS_URL : services.redisUrl,
  FAULT_RESULTS_FILE: resultsFile,
};
const patterns = quick ? QUICK.map((prefix) => `apps/api/test/faults/${prefix}`) : [];
let failedStep = null;
try {
  say('test', `Faults${quick ? ' (quick subset)' : ''} (jest, one fault at a time)`);
  await run(
    'npx',
    [
      'jest',
      '-c',
      'jest.faults.config.js',
      '--ci',
      '--runInBand',
      '--forceExit',
      '--json',
      `--outputFile=${jestFile}`,
      ...patterns,
    ],
    { env },
  ).catch((e) => {
    failedStep = e;
  });
} finally {
  await services.stop();
}

const figures = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
let report = null;
try {
  report = JSON.parse(readFileSync(jestFile, 'utf8'));
} catch {
  // jest wrote no results: counted as a failure below
}

function figuresText(f) {
  const shown = [
    f.engines !== undefined && `engines ${f.engines}`,
    f.acked !== undefined && `acked ${f.acked}`,
    f.inPostgres !== undefined && `in Postgres ${f.inPostgres}`,
    `lost ${f.lost}`,
    f.drainMs !== undefined && `drain ${f.drainMs < 0 ? 'never' : `${f.drainMs} ms`}`,
    ...Object.entries(f.extra ?? {}).map(([k, v]) => `${k} ${v}`),
  ].filter(Boolean);
  return `${f.checked} | ${shown.join(', ')}`;
}

let passed = 0;
let failed = 0;
let lost = 0;
console.log('');
for (const suite of report?.testResults ?? []) {
  if (suite.assertionResults.length === 0) {
    failed++;
    console.log(`FAIL ${path.basename(suite.name)}: ${(suite.message || 'did not run').split('\n').find((l) => l.trim())}`);
    continue;
  }
  for (const test of suite.assertionResults) {
    const id = test.title.split(':')[0];
    const f = figures.find((x) => x.id === id);
    lost += f?.lost ?? 0;
    const ok = test.status === 'passed' && (f?.lost ?? 0) === 0;
    if (ok) passed++;
    else failed++;
    const why = ok ? '' : ` | ${(test.failureMessages[0] ?? '').split('\n').find((l) => l.trim()) ?? test.status}`;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${id} ${f ? figuresText(f) : test.title}${why} (${Math.round((test.duration ?? 0) / 1000)} s)`,
    );
  }
}
if (!report) failed++;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 || lost > 0 || passed === 0 ? 1 : 0);
