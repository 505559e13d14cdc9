import { randomBytes } from 'node:crypto';
import { LOCAL_ADMIN_DATABASE_URL } from '@cdi/db';
import { repoRoot, run } from '../../../../scripts/lib/processes.cjs';
import { startTestS3Server, type TestS3Server } from './s3-server';
import { prepareTestDatabase } from './test-database';
import { SHARED_STACKS_ENV, startSharedStacks, type TestStack } from './test-stack';

/** The shared stacks, for the teardown (global setup and teardown share the global scope). */
export const SHARED_STACKS_GLOBAL = '__cdiSharedTestStacks';
/** The run's S3 API server, for the teardown. */
export const S3_SERVER_GLOBAL = '__cdiTestS3Server';

/**
 * One fresh database and one Redis key prefix per test run, so runs never collide and never touch
 * the product's own database. The demo data is loaded once, as `npm start` loads it.
 * TEST_DATABASE_SERVER_URL names the server (no database) as its administrator; it defaults to the
 * local one. An S3 API server starts for the stacks that keep files in a bucket. Then the run's shared
 * stacks start (see sharedTestStack).
 */
export default async function globalSetup(): Promise<void> {
  // The tests drive the compiled api and worker; an incremental build is quick when nothing changed.
  await run('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: repoRoot });
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? LOCAL_ADMIN_DATABASE_URL);
  server.pathname = `/cdi_test_${runId}`;
  process.env.TEST_DATABASE_ADMIN_URL = server.toString(); // the teardown drops the database with it
  process.env.TEST_DATABASE_URL = await prepareTestDatabase(server.toString());
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.TEST_REDIS_PREFIX = `cdi-test:${runId}:`;
  // One S3 API server for the run: stacks started with `files: 's3'` keep their files in its bucket.
  const s3 = await startTestS3Server();
  (globalThis as Record<string, unknown>)[S3_SERVER_GLOBAL] = s3 satisfies TestS3Server;
  process.env.TEST_S3_ENV = JSON.stringify(s3.env);
  const { stacks, addresses } = await startSharedStacks();
  (globalThis as Record<string, unknown>)[SHARED_STACKS_GLOBAL] = stacks satisfies TestStack[];
  process.env[SHARED_STACKS_ENV] = JSON.stringify(addresses);
}
