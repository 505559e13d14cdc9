import { Inject, Injectable } from '@nestjs/common';
import {
  LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_LOGIN_ID,
  LOGIN_FAILURES_PER_LOGIN_ID_WINDOW_SECONDS,
  LOGIN_LOCK_SECONDS,
  normaliseLoginId,
  Texts,
} from '@cdi/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { limitReached } from '../common/rate-limit.guard';
import { REDIS } from '../infrastructure/infrastructure.module';

/** Who is trying which login id: the client's address as the api sees it (trust proxy) and the id typed. */
export interface PasswordAttempt {
  address: string;
  loginId: string;
}

/**
 * Every password check of the api (signing in, a developer confirming a change with the current
 * password) goes through here. Kept in Redis, so every api replica shares the counts; only failures
 * count (see the limits in libs/contracts).
 *
 * The per-login-id points are reserved atomically *before* the password is checked and given back on
 * success, so many attempts at once cannot all pass the check and be verified. The per-address ceiling
 * is only checked before and counted after a failure: reserving it would let a centre's simultaneous
 * correct sign-ins crowd each other out; each failure it lets through still holds a reserved
 * per-login-id point.
 */
@Injectable()
export class LoginThrottle {
  /** Consecutive failures of one login id from one address: locks that pair, not the owner elsewhere. */
  private readonly failuresPerLoginIdAndAddress: RateLimiterRedis;
  private readonly failuresPerLoginId: RateLimiterRedis;
  private readonly failuresPerAddress: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    this.failuresPerLoginIdAndAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'rl:login-failures-pair',
      points: LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS,
      duration: LOGIN_FAILURES_PER_LOGIN_ID_WINDOW_SECONDS,
      blockDuration: LOGIN_LOCK_SECONDS,
    });
    this.failuresPerLoginId = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'rl:login-failures-id',
      points: LOGIN_FAILURES_PER_LOGIN_ID,
      duration: LOGIN_FAILURES_PER_LOGIN_ID_WINDOW_SECONDS,
    });
    this.failuresPerAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'rl:login-failures-address',
      points: LOGIN_FAILURES_PER_ADDRESS,
      duration: LOGIN_FAILURES_PER_ADDRESS_WINDOW_SECONDS,
    });
  }

  /**
   * Runs `checkPassword` unless a limit is spent (then 429 with retryAfter, and the password is not
   * checked), and counts its outcome: what it returns when the password matched, null when not.
   */
  async check<T>(attempt: PasswordAttempt, checkPassword: () => Promise<T | null>): Promise<T | null> {
    const loginId = normaliseLoginId(attempt.loginId);
    const pair = `${loginId}@${attempt.address}`;

    const addressFailures = await this.failuresPerAddress.get(attempt.address);
    if (addressFailures && addressFailures.consumedPoints >= LOGIN_FAILURES_PER_ADDRESS) throw this.limited(addressFailures);

    await this.failuresPerLoginIdAndAddress.consume(pair).catch((result: unknown) => {
      throw this.limited(result);
    });
    await this.failuresPerLoginId.consume(loginId).catch(async (result: unknown) => {
      await this.failuresPerLoginIdAndAddress.reward(pair);
      throw this.limited(result);
    });

    let verified: T | null;
    try {
      verified = await checkPassword();
    } catch (error) {
      // The password was never judged: give back what was reserved for it.
      await Promise.all([this.failuresPerLoginIdAndAddress.reward(pair), this.failuresPerLoginId.reward(loginId)]);
      throw error;
    }

    if (verified !== null) {
      await Promise.all([this.failuresPerLoginIdAndAddress.delete(pair), this.failuresPerLoginId.reward(loginId)]);
    } else {
      await this.failuresPerAddress.penalty(attempt.address);
    }
    return verified;
  }

  private limited(result: unknown) {
    return limitReached(result, Texts.tooManyLoginAttempts);
  }
}
