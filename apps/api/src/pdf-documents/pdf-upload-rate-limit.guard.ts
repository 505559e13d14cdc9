import { PDF_UPLOADS_PER_MINUTE, PdfTexts } from '@cdi/contracts';
import type { AuthenticatedRequest } from '../auth/actor';
import { ApiError } from '../common/api-error';
import { RateLimitGuard } from '../common/rate-limit.guard';

/** PDF uploads per user per minute, checked before the body is read (a refused upload costs nothing). */
export const PdfUploadRateLimitGuard = RateLimitGuard({
  name: 'pdf-upload',
  points: PDF_UPLOADS_PER_MINUTE,
  durationSeconds: 60,
  message: PdfTexts.tooManyUploads,
  keyOf: (request) => {
    const { actor } = request as AuthenticatedRequest;
    if (!actor) throw ApiError.unauthenticated();
    return actor.userId;
  },
});
