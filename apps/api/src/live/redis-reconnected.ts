import type { Redis } from 'ioredis';

/**
 * Calls `listener` each time `redis` is connected again after it lost its connection (Redis
 * restarted, the network between them cut), never on the first connection.
 */
export function onRedisReconnected(redis: Redis, listener: () => void): void {
  let lost = false;
  redis.on('reconnecting', () => (lost = true));
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    // ioredis says 'ready' before it subscribes again and resends what waited: after those, then.
    process.nextTick(listener);
  });
}
