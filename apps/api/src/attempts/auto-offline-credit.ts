import { Injectable } from '@nestjs/common';
import { AUTO_CREDIT_MIN_OFFLINE_SECONDS } from '@cdi/contracts';
import { AttemptsRepository, Clock, LiveFeed, Transactions } from '@cdi/db';
import { autoOfflineCreditSeconds } from '@cdi/exam-core';
import { LiveStateStore } from '../live/live-state';
import { SectionTime } from './section-time';

/** The attempt a window just joined, as the exam socket knows it. */
interface JoinedAttempt {
  id: string;
  tenantId: string;
  assignmentId: string;
}

/**
 * Offline time given back on reconnection, for assignments that have it switched on (off by default):
 * the rule is exam-core's autoOfflineCreditSeconds; the time is claimed from what is not given back
 * yet, atomically, so it adds up with an invigilator's credit by hand to no more than was lost.
 */
@Injectable()
export class AutoOfflineCredit {
  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly live: LiveStateStore,
    private readonly sectionTime: SectionTime,
    private readonly feed: LiveFeed,
    private readonly clock: Clock,
  ) {}

  /** After a window joined and ended a disconnection that began at `since`. Returns the seconds given back. */
  async afterReconnect(joined: JoinedAttempt, since: Date | null): Promise<number> {
    const until = this.clock.date();
    // Cheap checks first: most joins end no disconnection, or a short one.
    if (!since || until.getTime() - since.getTime() < AUTO_CREDIT_MIN_OFFLINE_SECONDS * 1000) return 0;
    if (!(await this.attempts.autoCreditsOffline(joined.tenantId, joined.assignmentId))) return 0;
    let given = 0;
    const after = await this.transactions.run(async (m) => {
      const attempt = await this.attempts.lockAttempt(joined.tenantId, joined.id, m);
      if (!attempt) return null;
      const open = (await this.attempts.sections(joined.tenantId, attempt.id, m)).find((s) => s.status === 'open');
      const due = autoOfflineCreditSeconds({ since, until }, open);
      if (due <= 0) return null;
      const { seconds, creditedSeconds } = await this.live.claimUncredited(attempt.id, due);
      if (seconds <= 0) return null;
      const told = await this.sectionTime.add(m, attempt, open, seconds, 'offlineCredit');
      if (!told) {
        await this.live.returnCredit(attempt.id, seconds);
        return null;
      }
      await this.attempts.appendEvent(attempt.tenantId, attempt.id, 'time:credited', { seconds, automatic: true }, m);
      given = seconds;
      return async () => {
        await told();
        const snapshot = await this.attempts.snapshot(attempt.tenantId, attempt.id, this.clock.date());
        this.feed.toInvigilators([
          { assignmentId: joined.assignmentId, attemptId: attempt.id, kind: 'liveChanged', live: { creditedSeconds } },
          ...(snapshot
            ? [{ assignmentId: joined.assignmentId, attemptId: attempt.id, kind: 'sectionsChanged' as const, snapshot }]
            : []),
        ]);
      };
    });
    await after?.();
    return given;
  }
}
