import { deleteRedisKeysWithPrefix, dropDatabase } from '@cdi/db';
import { S3_SERVER_GLOBAL, SHARED_STACKS_GLOBAL } from './global-setup';
import type { TestS3Server } from './s3-server';
import type { TestStack } from './test-stack';

export default async function globalTeardown(): Promise<void> {
  const shared = (globalThis as Record<string, unknown>)[SHARED_STACKS_GLOBAL] as TestStack[] | undefined;
  await Promise.all((shared ?? []).map((stack) => stack.close()));
  await ((globalThis as Record<string, unknown>)[S3_SERVER_GLOBAL] as TestS3Server | undefined)?.close();
  const { TEST_DATABASE_ADMIN_URL, TEST_REDIS_URL, TEST_REDIS_PREFIX } = process.env;
  if (TEST_DATABASE_ADMIN_URL) await dropDatabase(TEST_DATABASE_ADMIN_URL);
  if (TEST_REDIS_URL && TEST_REDIS_PREFIX) await deleteRedisKeysWithPrefix(TEST_REDIS_URL, TEST_REDIS_PREFIX);
}
