// @ts-check
// The product under test, started by the bench on free ports with a database and Redis prefix of its
// own: migrations, then the compiled api and worker as child processes (no web: the bench is the
// client). The api can be killed and started again on the same port (the reconnect storm).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, HealthPaths } from '@cdi/contracts';
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
/**
 * @import { ProcessHandle } from '../../../scripts/lib/processes.cjs'
 * @typedef {Awaited<ReturnType<typeof planRun>>} RunPlan
 * @typedef {ReturnType<typeof startProbed>} ProbedHandle
 * @typedef {object} Stack
 * @property {string} apiUrl
 * @property {NodeJS.ProcessEnv} env
 * @property {ProbedHandle} api the api now running (the reconnect storm replaces it)
 * @property {ProcessHandle} worker
 * @property {number} retiredApiCpu CPU seconds of api processes the bench killed, so per-phase api CPU stays whole across the restart
 * @property {() => Promise<{ killedAt: number; listeningAt: number; healthyAt: number }>} crashAndRestartApi
 * @property {() => Promise<void>} stop
 * @property {() => string} recentOutput
 */

const provisioning = () => require(path.join(repoRoot, 'libs/db/dist/provisioning.js'));
const redisMaintenance = () => require(path.join(repoRoot, 'libs/db/dist/redis/redis-maintenance.js'));
const databaseLogins = () => require(path.join(repoRoot, 'libs/db/dist/database-logins.js'));

const node = process.execPath;
const API_MAIN = path.join(repoRoot, 'apps/api/dist/main.js');
const WORKER_MAIN = path.join(repoRoot, 'apps/worker/dist/main.js');

export { repoRoot };

/**
 * The memory the run's Redis holds for data now, in bytes.
 * @param {{ redisUrl: string }} plan
 * @returns {Promise<number>}
 */
export function redisUsedMemoryBytes(plan) {
  return redisMaintenance().redisUsedMemoryBytes(plan.redisUrl);
}

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
    /** The run's uploaded files (the morning's sample test), shared by the api and the worker as in production. */
    filesDir: path.join(os.tmpdir(), `cdi-bench-${id}-files`),
    apiPort: await freePort(),
  };
}

/** What the bench starts, built by scripts/bench.mjs before the bench loads (the web app is not needed: the bench is the client). */
export function assertBuilt() {
  const missing = [API_MAIN, WORKER_MAIN, path.join(repoRoot, 'libs/db/dist/cli/migrate.js')].filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`The build did not produce ${missing.map((f) => path.relative(repoRoot, f)).join(', ')}`);
}

/**
 * Creates the database with both logins (as npm start does), then applies the migrations as its owner.
 * @param {RunPlan} plan
 */
export async function createDatabase(plan) {
  await databaseLogins().provisionLocalDatabase(plan.adminUrl);
  await run(node, [path.join(repoRoot, 'libs/db/dist/cli/migrate.js')], { env: { DATABASE_OWNER_URL: plan.databaseUrl } });
}

/**
 * Starts api and worker; returns handles whose pids the bench reads for CPU and memory. The api runs
 * with the bench's probe preloaded (idle unless asked: see probe/preload.cjs) and NODE_ENV=production.
 * @param {RunPlan} plan
 */
export async function startStack(plan) {
  const env = {
    NODE_ENV: 'production',
    // The api and the worker on the application's login (ADR 0010); the bench itself arranges as the owner.
    DATABASE_URL: databaseLogins().appLoginUrl(plan.databaseUrl),
    REDIS_URL: plan.redisUrl,
    REDIS_PREFIX: plan.redisPrefix,
    FILES_DIR: plan.filesDir,
    APP_SECRET: `bench-only-secret-${plan.id}-${randomBytes(16).toString('hex')}`,
  };
  const apiUrl = `http://127.0.0.1:${plan.apiPort}`;
  /** CPU of api processes the bench killed, so per-phase api CPU stays whole across the restart. */
  let retiredApiCpu = 0;
  /**
   * Resolves when the api is ready; returns when it started listening (its own log line says so).
   * @returns {Promise<{ api: ProbedHandle; listeningAt: number }>}
   */
  const launchApi = async () => {
    const api = startProbed('api', API_MAIN, {
      cwd: repoRoot,
      env: serverEnv({ ...env, PORT: String(plan.apiPort), HOST: '127.0.0.1' }),
    });
    /** @type {number | null} */
    let listeningAt = null;
    api.child.stdout?.on('data', (chunk) => {
      if (listeningAt === null && /Api listening on port/.test(chunk.toString())) listeningAt = performance.now();
    });
    // Generous: after a crash, thousands of reconnecting sockets reach the api before the first health check does.
    await waitForHttp(`${apiUrl}${API_BASE}${HealthPaths.live}`, { handle: api, timeoutMs: 120_000 });
    return { api, listeningAt: listeningAt ?? performance.now() };
  };
  const worker = startProcess('worker', node, [WORKER_MAIN], { env: serverEnv(env), quiet: true });
  /** @type {Stack} */
  const stack = {
    apiUrl,
    env,
    worker,
    api: (await launchApi()).api,
    get retiredApiCpu() {
      return retiredApiCpu;
    },
    // SIGKILL (a crash: no shutdown hooks), then the same api again on the same port.
    crashAndRestartApi: async () => {
      const old = stack.api;
      retiredApiCpu += cpuSeconds(old.child.pid);
      old.child.kill('SIGKILL');
      await old.exited;
      const killedAt = performance.now();
      const { api, listeningAt } = await launchApi();
      stack.api = api;
      return { killedAt, listeningAt, healthyAt: performance.now() };
    },
    stop: async () => {
      await Promise.all([stack.api, stack.worker].map((h) => stopProcess(h)));
    },
    recentOutput: () => `--- api ---\n${stack.api.recentOutput()}\n--- worker ---\n${stack.worker.recentOutput()}`,
  };
  await waitForHttp(`${apiUrl}${API_BASE}${HealthPaths.health}`, { handle: worker, timeoutMs: 60_000 }); // 200 once a worker serves the queues
  return stack;
}

/**
 * Drops the run's database and deletes its Redis keys and stored files. Safe to call twice.
 * @param {RunPlan} plan
 */
export async function dropRun(plan) {
  /** @type {string[]} */
  const problems = [];
  await provisioning()
    .dropDatabase(plan.adminUrl)
    .catch((e) => problems.push(`database: ${e.message}`));
  await redisMaintenance()
    .deleteRedisKeysWithPrefix(plan.redisUrl, plan.redisPrefix)
    .catch((e) => problems.push(`redis: ${e.message}`));
  await rm(plan.filesDir, { recursive: true, force: true }).catch((e) => problems.push(`files: ${e.message}`));
  return problems;
}

export { freePort, startProcess, stopProcess, waitForHttp };
