import { UPLOADS_PER_MINUTE, UploadTexts } from '@cdi/contracts';
import type { AuthenticatedRequest } from '../../auth/actor';
import { ApiError } from '../../common/api-error';
import { RateLimitGuard } from '../../common/rate-limit.guard';

/** Uploads per developer per minute, checked before the body is read (a refused upload costs nothing). */
export const UploadRateLimitGuard = RateLimitGuard({
  name: 'upload',
  points: UPLOADS_PER_MINUTE,
  durationSeconds: 60,
  message: UploadTexts.tooManyUploads,
  keyOf: (request) => {
    const { actor } = request as AuthenticatedRequest;
    if (!actor) throw ApiError.unauthenticated();
    return actor.userId;
  },
});
