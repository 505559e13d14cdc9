import { PRACTICE_MARKS_PER_MINUTE, PracticeTexts } from '@cdi/contracts';
import { RateLimitGuard } from '../common/rate-limit.guard';

/** Marking is public, so it is limited per client address. */
export const PracticeMarkRateLimitGuard = RateLimitGuard({
  name: 'practice-mark',
  points: PRACTICE_MARKS_PER_MINUTE,
  durationSeconds: 60,
  message: PracticeTexts.tooManyMarkRequests,
  keyOf: (request) => request.ip ?? 'unknown',
});
