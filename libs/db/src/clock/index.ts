import { AdjustableClock } from './adjustable-clock';
import type { RedisEnv } from '../redis/redis-connection';
import { type Clock, SystemClock } from './clock';

export * from './clock';
export { AdjustableClock, testClockAppliedChannel, testClockKey } from './adjustable-clock';

/** The process's clock: real time, or with TEST_CLOCK (never in production) the adjustable one. */
export function createClock(env: RedisEnv & { TEST_CLOCK?: boolean; REDIS_PREFIX: string }): Promise<Clock> | Clock {
  return env.TEST_CLOCK ? AdjustableClock.connect(env) : new SystemClock();
}
