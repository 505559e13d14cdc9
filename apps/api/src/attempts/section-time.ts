import { Injectable } from '@nestjs/common';
import { ExamEvents, type TimeAddedReason } from '@cdi/contracts';
import { type AttemptEntity, AttemptsRepository, type AttemptSectionEntity, Clock, LiveFeed, type Transaction } from '@cdi/db';
import { AttemptTimers } from './attempt-timers';

/**
 * Adds time to the section a candidate is sitting: the invigilator's extra time and offline time given
 * back (by an invigilator or automatically) all move the deadline the same way, and tell the candidate
 * how much and why.
 */
@Injectable()
export class SectionTime {
  constructor(
    private readonly attempts: AttemptsRepository,
    private readonly timers: AttemptTimers,
    private readonly feed: LiveFeed,
    private readonly clock: Clock,
  ) {}

  /**
   * Moves the open section's deadline on by some seconds inside the caller's transaction; returns what
   * to do once it commits (re-time the section, tell the candidate), or null when no section is running.
   */
  async add(
    m: Transaction,
    attempt: AttemptEntity,
    open: AttemptSectionEntity | undefined,
    seconds: number,
    reason: TimeAddedReason,
  ): Promise<(() => Promise<void>) | null> {
    if (!open?.deadlineAt) return null;
    const deadlineAt = new Date(open.deadlineAt.getTime() + seconds * 1000);
    await this.attempts.updateSection(
      attempt.tenantId,
      attempt.id,
      open.section,
      { deadlineAt, extensionSeconds: open.extensionSeconds + seconds },
      m,
    );
    return async () => {
      if (!open.pausedAt) await this.timers.scheduleSection(attempt.tenantId, attempt.id, open.section, deadlineAt);
      this.feed.toCandidate(attempt.id, ExamEvents.timerSync, {
        section: open.section,
        deadlineAt: deadlineAt.toISOString(),
        pausedAt: open.pausedAt?.toISOString() ?? null,
        serverTime: this.clock.date().toISOString(),
        added: { seconds, reason },
      });
    };
  }
}
