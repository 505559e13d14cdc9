// The product under test, started by the bench on free ports with a database and Redis prefix of its
// own: migrations, then the compiled api and worker as child processes (no web: the bench is the
// client). The api can be killed and started again on the same port (the reconnect storm).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startProbed } from './probe/client.mjs';
import { cpuSeconds } from './procstat.mjs';

const require = createRequire(import.meta.url);
const {
  freePort,
  repoRoot,
  run,
  serverEnv,
  startProcess,
  stopProcess,
  waitForHttp,
} = require('../../../scripts/lib/processes.cjs');
const provisioning = () => require(path.join(repoRoot, 'libs/db/dist/provisioning.js'));
const redisMaintenance = () => require(path.join(repoRoot, 'libs/db/dist/redis-maintenance.js'));
const databaseLogins = () => require(path.join(repoRoot, 'libs/db/dist/database-logins.js'));

const node = process.execPath;
const API_MAIN = path.join(repoRoot, 'apps/api/dist/main.js');
const WORKER_MAIN = path.join(repoRoot, 'apps/worker/dist/main.js');

export { repoRoot };

/** The database, Redis prefix and ports of one run; nothing is created yet. */
export async function planRun() {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const base = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/]*$/, '');
  const adminUrl = `${base}/cdi_bench_${id}`;
  return {
    id,
    // The server's administrator provisions the run's database; the bench migrates and arranges as its owner.
    adminUrl,
    databaseUrl: databaseLogins().ownerLoginUrl(adminUrl),
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: `cdi-bench-${id}:`,
    apiPort: await freePort(),
  };
}

/**
 * Builds the api, worker and libs (tsc's incremental build: quick when nothing changed), so a fresh
 * clone benches without a separate build step. The web app is not needed: the bench is the client.
 */
export async function buildProduct() {
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  await run(node, [tsc, '-b', 'tsconfig.build.json'], { cwd: repoRoot });
  const missing = [API_MAIN, WORKER_MAIN, path.join(repoRoot, 'libs/db/dist/cli/migrate.js')].filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`The build did not produce ${missing.map((f) => path.relative(repoRoot, f)).join(', ')}`);
}

/** Creates the database with both logins (as npm start does), then applies the migrations as its owner. */
export async function createDatabase(plan) {
  await databaseLogins().provisionLocalDatabase(plan.adminUrl);
  await run(node, [path.join(repoRoot, 'libs/db/dist/cli/migrate.js')], { env: { DATABASE_OWNER_URL: plan.databaseUrl } });
}

/**
 * Starts api and worker; returns handles whose pids the bench reads for CPU and memory. The api runs
 * with the bench's probe preloaded (idle unless asked: see probe/preload.cjs) and NODE_ENV=production.
 */
export async function startStack(plan) {
  const env = {
    NODE_ENV: 'production',
    // The api and the worker on the application's login (ADR 0010); the bench itself arranges as the owner.
    DATABASE_URL: databaseLogins().appLoginUrl(plan.databaseUrl),
    REDIS_URL: plan.redisUrl,
    REDIS_PREFIX: plan.redisPrefix,
    APP_SECRET: `bench-only-secret-${plan.id}-${randomBytes(16).toString('hex')}`,
  };
  const apiUrl = `http://127.0.0.1:${plan.apiPort}`;
  /** CPU of api processes the bench killed, so per-phase api CPU stays whole across the restart. */
  const stack = { apiUrl, api: null, worker: null, env, retiredApiCpu: 0 };
  /** Resolves when the api is ready; returns when it started listening (its own log line says so). */
  const launchApi = async () => {
    const api = startProbed('api', API_MAIN, {
      cwd: repoRoot,
      env: serverEnv({ ...env, PORT: String(plan.apiPort), HOST: '127.0.0.1' }),
    });
    stack.api = api;
    let listeningAt = null;
    api.child.stdout.on('data', (chunk) => {
      if (listeningAt === null && /Api listening on port/.test(chunk.toString())) listeningAt = performance.now();
    });
    // Generous: after a crash, thousands of reconnecting sockets reach the api before the first health check does.
    await waitForHttp(`${apiUrl}/api/health/live`, { handle: api, timeoutMs: 120_000 });
    return listeningAt ?? performance.now();
  };
  stack.worker = startProcess('worker', node, [WORKER_MAIN], { env: serverEnv(env), quiet: true });
  await launchApi();
  await waitForHttp(`${apiUrl}/api/health`, { handle: stack.worker, timeoutMs: 60_000 }); // 200 once a worker serves the queues

  /** SIGKILL (a crash: no shutdown hooks), then the same api again on the same port. */
  stack.crashAndRestartApi = async () => {
    const old = stack.api;
    stack.retiredApiCpu += cpuSeconds(old.child.pid);
    old.child.kill('SIGKILL');
    await old.exited;
    const killedAt = performance.now();
    const listeningAt = await launchApi();
    return { killedAt, listeningAt, healthyAt: performance.now() };
  };
  stack.stop = async () => {
    await Promise.all([stack.api, stack.worker].filter(Boolean).map((h) => stopProcess(h)));
  };
  stack.recentOutput = () =>
    `--- api ---\n${stack.api?.recentOutput() ?? ''}\n--- worker ---\n${stack.worker?.recentOutput() ?? ''}`;
  return stack;
}

/** Drops the run's database and deletes its Redis keys. Safe to call twice. */
export async function dropRun(plan) {
  const problems = [];
  await provisioning()
    .dropDatabase(plan.adminUrl)
    .catch((e) => problems.push(`database: ${e.message}`));
  await redisMaintenance()
    .deleteRedisKeysWithPrefix(plan.redisUrl, plan.redisPrefix)
    .catch((e) => problems.push(`redis: ${e.message}`));
  return problems;
}

export { freePort, startProcess, stopProcess, waitForHttp };
