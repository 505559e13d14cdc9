import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { UPLOADS_PER_MINUTE, UploadTexts } from '@cdi/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthenticatedRequest } from '../../auth/actor';
import { ApiError } from '../../common/api-error';
import { REDIS } from '../../infrastructure/infrastructure.module';

/** Uploads per developer per minute, checked before the body is read (a refused upload costs nothing). */
@Injectable()
export class UploadRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    this.limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'rl:upload', points: UPLOADS_PER_MINUTE, duration: 60 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const actor = context.switchToHttp().getRequest<AuthenticatedRequest>().actor;
    if (!actor) throw ApiError.unauthenticated();
    try {
      await this.limiter.consume(actor.userId);
      return true;
    } catch (result) {
      if (result instanceof RateLimiterRes)
        throw ApiError.tooManyRequests(UploadTexts.tooManyUploads, result.msBeforeNext / 1000);
      throw result;
    }
  }
}
