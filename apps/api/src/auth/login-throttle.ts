import { Inject, Injectable } from '@nestjs/common';
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_FAILURES_PER_LOGIN_ID, LOGIN_THROTTLE_WINDOW_SECONDS, Texts } from '@cdi/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { ApiError } from '../common/api-error';
import { limitReached } from '../common/rate-limit.guard';
import { REDIS } from '../infrastructure/infrastructure.module';

/**
 * Two limits on signing in, kept in Redis so every api replica shares them: all attempts from one
 * client address, and failed attempts against one login id (so a slow guesser spread over many
 * addresses still stops). A success clears the login id's failures.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAddress: RateLimiterRedis;
  private readonly failuresPerLoginId: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    const common = { storeClient: redis, duration: LOGIN_THROTTLE_WINDOW_SECONDS };
    this.perAddress = new RateLimiterRedis({ ...common, keyPrefix: 'rl:login-address', points: LOGIN_ATTEMPTS_PER_ADDRESS });
    this.failuresPerLoginId = new RateLimiterRedis({
      ...common,
      keyPrefix: 'rl:login-failures',
      points: LOGIN_FAILURES_PER_LOGIN_ID,
    });
  }

  /** Call before checking a password; throws 429 when either limit is spent. */
  async admit(address: string, loginId: string): Promise<void> {
    try {
      await this.perAddress.consume(address);
    } catch (error) {
      throw this.limited(error);
    }
    const failures = await this.failuresPerLoginId.get(this.loginKey(loginId));
    if (failures && failures.consumedPoints >= LOGIN_FAILURES_PER_LOGIN_ID) throw this.limited(failures);
  }

  async recordFailure(loginId: string): Promise<void> {
    await this.failuresPerLoginId.penalty(this.loginKey(loginId), 1);
  }

  async recordSuccess(loginId: string): Promise<void> {
    await this.failuresPerLoginId.delete(this.loginKey(loginId));
  }

  private loginKey(loginId: string): string {
    return loginId.toLowerCase();
  }

  private limited(result: unknown): ApiError {
    return limitReached(result, Texts.tooManyLoginAttempts);
  }
}
