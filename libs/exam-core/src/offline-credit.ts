import { AUTO_CREDIT_MIN_OFFLINE_SECONDS, type SectionStatus } from '@cdi/contracts';

/** The section a candidate is sitting when they reconnect, as the record has it. */
export interface CreditedSection {
  status: SectionStatus;
  startedAt: Date | null;
  deadlineAt: Date | null;
  pausedAt: Date | null;
}

/**
 * Automatic credit of offline time, for an assignment that has it switched on: how many seconds of
 * the disconnection that just ended (`since` to `until`) a reconnecting candidate gets back.
 *
 * - Only a disconnection of at least AUTO_CREDIT_MIN_OFFLINE_SECONDS: a reload or a blip is not time lost.
 * - Only while a section's clock ran all through it: the section is open and not paused now, and was
 *   started before the candidate went offline (time between sections or while paused costs nothing).
 * - Never more than the section's clock ran while they were away (up to its deadline), and the caller
 *   never gives more than the offline time not given back yet (LiveStateStore.claimCredit), so
 *   an invigilator's credit by hand and this one never add up to more than was lost.
 */
export function autoOfflineCreditSeconds(gap: { since: Date; until: Date }, section: CreditedSection | undefined): number {
  const seconds = Math.round((gap.until.getTime() - gap.since.getTime()) / 1000);
  if (seconds < AUTO_CREDIT_MIN_OFFLINE_SECONDS) return 0;
  if (!section || section.status !== 'open' || section.pausedAt || !section.startedAt || !section.deadlineAt) return 0;
  if (section.startedAt.getTime() > gap.since.getTime()) return 0;
  const ranWhileAway = Math.floor((section.deadlineAt.getTime() - gap.since.getTime()) / 1000);
  return Math.max(0, Math.min(seconds, ranWhileAway));
}
