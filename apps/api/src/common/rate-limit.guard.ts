import { type CanActivate, type ExecutionContext, Inject, Injectable, mixin, type Type } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS } from '../infrastructure/infrastructure.module';
import { ApiError } from './api-error';

/** A spent limit as the api's 429 with Retry-After; anything else (Redis down) is passed on as it is. */
export function limitReached(result: unknown, message: string): ApiError {
  if (result instanceof RateLimiterRes) return ApiError.tooManyRequests(message, result.msBeforeNext / 1000);
  throw result;
}

interface RateLimitOptions {
  /** The Redis key prefix of this limit. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Said in the 429. */
  message: string;
  /** Whom the limit counts: the caller's address, user id, ... */
  keyOf: (request: Request) => string;
}

/**
 * A guard that spends one point of a limit kept in Redis (so every api replica shares the count)
 * before the handler runs, and answers 429 when the limit is spent.
 */
export function RateLimitGuard(options: RateLimitOptions): Type<CanActivate> {
  @Injectable()
  class RateLimited implements CanActivate {
    private readonly limiter: RateLimiterRedis;

    constructor(@Inject(REDIS) redis: Redis) {
      this.limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rl:${options.name}`,
        points: options.points,
        duration: options.durationSeconds,
      });
    }

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const key = options.keyOf(context.switchToHttp().getRequest<Request>());
      await this.limiter.consume(key).catch((result: unknown) => {
        throw limitReached(result, options.message);
      });
      return true;
    }
  }
  return mixin(RateLimited);
}
