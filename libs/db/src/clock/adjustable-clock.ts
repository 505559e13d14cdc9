import type { Redis } from 'ioredis';
import { connectRedis, type RedisEnv } from '../redis/redis-connection';
import { Clock } from './clock';

/** Where tests keep the offset (so a process started later starts at it) and announce a new one. */
export function testClockKey(redisPrefix: string): string {
  return `${redisPrefix}test-clock`;
}
/** Each process answers on this channel once it runs on the offset just announced. */
export function testClockAppliedChannel(redisPrefix: string): string {
  return `${testClockKey(redisPrefix)}:applied`;
}

/**
 * Real time plus an offset that tests move forward through Redis, for api and worker alike. Only
 * with TEST_CLOCK, which production refuses.
 */
export class AdjustableClock extends Clock {
  private offsetMs = 0;

  private constructor(
    private readonly subscriber: Redis,
    private readonly publisher: Redis,
  ) {
    super();
  }

  static async connect(env: RedisEnv & { REDIS_PREFIX: string }): Promise<AdjustableClock> {
    const redisPrefix = env.REDIS_PREFIX;
    const key = testClockKey(redisPrefix);
    // No ready check on the subscriber: see the socket.io adapter's subscriber (ioredis#2037).
    const subscriber = connectRedis(env, { enableReadyCheck: false });
    const clock = new AdjustableClock(subscriber, connectRedis(env));
    subscriber.on('message', (_channel: string, offset: string) => {
      clock.offsetMs = Number(offset);
      void clock.publisher.publish(testClockAppliedChannel(redisPrefix), offset);
    });
    // Subscribed before reading the stored offset: a change announced meanwhile is not missed.
    await subscriber.subscribe(key);
    clock.offsetMs = Number((await clock.publisher.get(key)) ?? 0);
    return clock;
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }

  onApplicationShutdown(): void {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
