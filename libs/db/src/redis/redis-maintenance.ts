import { Redis } from 'ioredis';

/** Deletes every key under a prefix (a finished test run's). Returns how many. */
export async function deleteRedisKeysWithPrefix(redisUrl: string, prefix: string): Promise<number> {
  if (!prefix) throw new Error('Refusing to delete every key: the prefix is empty');
  const redis = new Redis(redisUrl);
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/** The memory Redis holds for data now (INFO memory's used_memory), in bytes. */
export async function redisUsedMemoryBytes(redisUrl: string): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    return Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? NaN);
  } finally {
    redis.disconnect();
  }
}
