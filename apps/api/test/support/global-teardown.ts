import { deleteRedisKeysWithPrefix, dropDatabase } from '@cdi/db';

export default async function globalTeardown(): Promise<void> {
  const { TEST_DATABASE_ADMIN_URL, TEST_REDIS_URL, TEST_REDIS_PREFIX } = process.env;
  if (TEST_DATABASE_ADMIN_URL) await dropDatabase(TEST_DATABASE_ADMIN_URL);
  if (TEST_REDIS_URL && TEST_REDIS_PREFIX) await deleteRedisKeysWithPrefix(TEST_REDIS_URL, TEST_REDIS_PREFIX);
}
