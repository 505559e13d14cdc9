import { Inject, Injectable } from '@nestjs/common';
import {
  LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_LOGIN_ID,
  LOGIN_FAILURES_PER_LOGIN_ID_WINDOW_SECONDS,
  LOGIN_HOT_ADDRESS_DELAY_STEP,
  LOGIN_HOT_ADDRESS_FIRST_DELAY_MS,
  LOGIN_HOT_ADDRESS_MAX_DELAY_MS,
  LOGIN_LOCK_SECONDS,
  normaliseLoginId,
  Texts,
} from '@cdi/contracts';
import { Clock } from '@cdi/db';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { limitReached } from '../common/rate-limit.guard';
import { REDIS } from '../infrastructure/infrastructure.module';

/** Who is trying which login id: the client's address as the api sees it (trust proxy) and the id typed. */
export interface PasswordAttempt {
  address: string;
  loginId: string;
}

/**
 * How long a wrong password from an address with `failures` failures in its window waits for its
 * answer: nothing up to the ceiling, then LOGIN_HOT_ADDRESS_FIRST_DELAY_MS doubling every
 * LOGIN_HOT_ADDRESS_DELAY_STEP failures, up to LOGIN_HOT_ADDRESS_MAX_DELAY_MS.
 */
export function hotAddressDelayMs(failures: number): number {
  const past = failures - LOGIN_FAILURES_PER_ADDRESS;
  if (past <= 0) return 0;
  const doublings = Math.floor((past - 1) / LOGIN_HOT_ADDRESS_DELAY_STEP);
  return Math.min(LOGIN_HOT_ADDRESS_MAX_DELAY_MS, LOGIN_HOT_ADDRESS_FIRST_DELAY_MS * 2 ** Math.min(doublings, 16));
}

/** The addresses a login id has failed from (a Redis set): where its locks are, for showing and lifting them. */
const failedAddressesKey = (loginId: string) => `login-failed-addresses:${loginId}`;

/**
 * Every password check of the api (signing in, a developer confirming a change with the current
 * password) goes through here. Kept in Redis, so every api replica shares the counts; only failures
 * count (see the limits in libs/contracts).
 *
 * The per-login-id points are reserved atomically *before* the password is checked and given back on
 * success, so many attempts at once cannot all pass the check and be verified. The per-address count
 * never refuses: a centre's candidates share one address, and one of them typing random ids must not
 * keep the others out. Past its ceiling a wrong password from that address is answered only after a
 * growing delay (hotAddressDelayMs), while a right one is admitted at once.
 */
@Injectable()
export class LoginThrottle {
  /** Consecutive failures of one login id from one address: locks that pair, not the owner elsewhere. */
  private readonly failuresPerLoginIdAndAddress: RateLimiterRedis;
  private readonly failuresPerLoginId: RateLimiterRedis;
  private readonly failuresPerAddress: RateLimiterRedis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {
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
   * Runs `checkPassword` unless the login id is locked (then 429 with retryAfter, and the password is
   * not checked), and counts its outcome: what it returns when the password matched, null when not. A
   * wrong password from a hot address (past its ceiling of failures) is answered after its delay.
   */
  async check<T>(attempt: PasswordAttempt, checkPassword: () => Promise<T | null>): Promise<T | null> {
    const loginId = normaliseLoginId(attempt.loginId);
    const pair = `${loginId}@${attempt.address}`;

    const reserved = await this.failuresPerLoginIdAndAddress.consume(pair).catch(async (result: unknown) => {
      await this.noteFailedAddress(loginId, attempt.address);
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
      return verified;
    }

    const [address] = await Promise.all([
      this.failuresPerAddress.penalty(attempt.address),
      this.noteFailedAddress(loginId, attempt.address),
    ]);
    // The lock starts with the failure that spends the pair's points, so it can be shown at once.
    if (reserved.consumedPoints >= LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS) {
      await this.failuresPerLoginIdAndAddress.block(pair, LOGIN_LOCK_SECONDS);
    }
    const delayMs = hotAddressDelayMs(address.consumedPoints);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return null;
  }

  /**
   * When each of these login ids can next sign in, for those locked anywhere now (at one address or
   * everywhere): the latest end of their locks.
   */
  async lockedUntil(loginIds: readonly string[]): Promise<Map<string, Date>> {
    const now = this.clock.now();
    const locked = new Map<string, Date>();
    await Promise.all(
      loginIds.map(async (given) => {
        const loginId = normaliseLoginId(given);
        const addresses = await this.redis.smembers(failedAddressesKey(loginId));
        const states = await Promise.all([
          this.failuresPerLoginId.get(loginId).then((r) => (r && r.consumedPoints >= LOGIN_FAILURES_PER_LOGIN_ID ? r : null)),
          ...addresses.map((address) =>
            this.failuresPerLoginIdAndAddress
              .get(`${loginId}@${address}`)
              .then((r) => (r && r.consumedPoints > LOGIN_CONSECUTIVE_FAILURES_PER_ADDRESS ? r : null)),
          ),
        ]);
        const longest = Math.max(0, ...states.map((r: RateLimiterRes | null) => r?.msBeforeNext ?? 0));
        if (longest > 0) locked.set(given, new Date(now + longest));
      }),
    );
    return locked;
  }

  /** Lifts every lock of a login id, at every address, and forgets its failures. */
  async unlock(given: string): Promise<void> {
    const loginId = normaliseLoginId(given);
    const addresses = await this.redis.smembers(failedAddressesKey(loginId));
    await Promise.all([
      this.failuresPerLoginId.delete(loginId),
      ...addresses.map((address) => this.failuresPerLoginIdAndAddress.delete(`${loginId}@${address}`)),
    ]);
    await this.redis.del(failedAddressesKey(loginId));
  }

  /** Indexes the address a login id failed from; kept as long as the longest count it can hold. */
  private async noteFailedAddress(loginId: string, address: string): Promise<void> {
    const key = failedAddressesKey(loginId);
    await this.redis.multi().sadd(key, address).expire(key, LOGIN_FAILURES_PER_LOGIN_ID_WINDOW_SECONDS).exec();
  }

  private limited(result: unknown) {
    return limitReached(result, Texts.tooManyLoginAttempts);
  }
}
