import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { PRACTICE_MARKS_PER_MINUTE, PracticeTexts } from '@cdi/contracts';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../common/api-error';
import { REDIS } from '../infrastructure/infrastructure.module';

/** Marking is public, so it is limited per client address, in Redis so every api replica shares the count. */
@Injectable()
export class PracticeMarkRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'rl:practice-mark',
      points: PRACTICE_MARKS_PER_MINUTE,
      duration: 60,
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const address = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    try {
      await this.limiter.consume(address);
      return true;
    } catch (result) {
      if (result instanceof RateLimiterRes)
        throw ApiError.tooManyRequests(PracticeTexts.tooManyMarkRequests, result.msBeforeNext / 1000);
      throw result;
    }
  }
}
