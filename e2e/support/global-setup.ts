import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Starts the whole product for the browser tests: a fresh database with the demo data, a Redis key
 * prefix of its own, the built api, worker and web app on free ports. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(__dirname, '../..');
  const { startStack } = await import(path.join(root, 'scripts/lib/stack.mjs'));
  const { freePort } = await import(path.join(root, 'scripts/lib/processes.cjs'));
  const { dropDatabase, deleteRedisKeysWithPrefix, provisionLocalDatabase } = await import(
    path.join(root, 'libs/db/dist/index.js')
  );

  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/cdi_e2e_${runId}`;
  const adminUrl = server.toString();
  // Both logins, as npm start has them: the stack migrates as the owner, the api and the worker log in as cdi_app.
  const databaseUrl = await provisionLocalDatabase(adminUrl);
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  const redisPrefix = `cdi-e2e:${runId}:`;
  const stack = await startStack({
    databaseUrl,
    redisUrl,
    redisPrefix,
    apiPort: await freePort(),
    webPort: await freePort(),
    seedDemo: true,
    allowDemoSecret: true,
    quiet: !process.env.E2E_VERBOSE,
    // One api process unless asked: the browser tests then run the same way on any number of cores
    // (the cluster of npm start has its own test, api-cluster.int-spec.ts).
    extraEnv: { API_PROCESSES: process.env.API_PROCESSES ?? '1' },
  });
  // The demo data as npm start loads it: the sample test's parts, assembled and assigned to the demo group.
  const { assignSampleTest, loadSampleContent } = await import(path.join(root, 'scripts/lib/sample-content.mjs'));
  const demo = { apiUrl: stack.apiUrl, password: 'demo-pass-2026' };
  await loadSampleContent({ ...demo, developerLogin: 'developer', tenantName: 'Demo Centre' });
  await assignSampleTest({ ...demo, adminLogin: 'democentre', studentLogin: 'CAN0001', groupName: 'Demo Group' });
  process.env.E2E_BASE_URL = stack.webUrl;
  process.env.E2E_API_URL = stack.apiUrl;
  // Browser tests check what reached Postgres, e.g. that every answer is stored exactly as typed.
  process.env.E2E_DATABASE_URL = databaseUrl;
  // The queue monitor's test makes a job fail for a transient reason by queueing it itself.
  process.env.E2E_REDIS_URL = redisUrl;
  process.env.E2E_REDIS_PREFIX = redisPrefix;

  return async () => {
    await stack.stop();
    await dropDatabase(adminUrl);
    await deleteRedisKeysWithPrefix(redisUrl, redisPrefix);
  };
}
