import { Injectable } from '@nestjs/common';
import { ATTEMPT_TIMEOUT_MS, type AttemptSnapshot, type ExamSection } from '@cdi/contracts';
import { type AttemptEntity, AttemptsRepository, Clock, LiveFeed, type Transaction, Transactions } from '@cdi/db';
import { canStart, deadlineFrom, recordingSeconds, sittingWindowRefusal } from '@cdi/exam-core';
import type { Actor } from '../auth/actor';
import { AttemptTimers } from './attempt-timers';
import { MarkingRequests } from './marking-requests';
import { refuse } from './exam-refusal';

/** An attempt a socket has joined (its ownership checked on join). */
export interface JoinedAttempt {
  id: string;
  tenantId: string;
  assignmentId: string;
}

/** The server side of a candidate's sitting: joining, starting and finishing sections, in order. */
@Injectable()
export class AttemptsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly timers: AttemptTimers,
    private readonly marking: MarkingRequests,
    private readonly feed: LiveFeed,
    private readonly clock: Clock,
  ) {}

  /** The candidate's own attempt, or a refusal: another tenant's or another candidate's is not theirs. */
  async owned(actor: Actor, attemptId: string): Promise<AttemptEntity> {
    const attempt = actor.tenantId ? await this.attempts.findOwn(actor.tenantId, attemptId, actor.userId) : null;
    if (!attempt) throw refuse('notYours');
    return attempt;
  }

  async snapshot(tenantId: string, attemptId: string): Promise<AttemptSnapshot> {
    return (await this.attempts.snapshot(tenantId, attemptId, this.clock.date()))!;
  }

  /** The snapshot after a change of sections, which the attempt's invigilators hear about too. */
  private async changed(attempt: AttemptEntity): Promise<AttemptSnapshot> {
    const snapshot = await this.snapshot(attempt.tenantId, attempt.id);
    this.feed.toInvigilators([{ assignmentId: attempt.assignmentId, attemptId: attempt.id, kind: 'sectionsChanged', snapshot }]);
    return snapshot;
  }

  async startSection(actor: Actor, attemptId: string, section: ExamSection): Promise<AttemptSnapshot> {
    const attempt = await this.owned(actor, attemptId);
    const now = this.clock.date();
    const scheduled = await this.locked(attempt, async (m, locked) => {
      if (locked.status === 'completed') throw refuse('attemptOver');
      const sections = await this.attempts.sections(attempt.tenantId, attemptId, m);
      const state = sections.find((s) => s.section === section);
      if (state?.status === 'open') return null; // already running: joining again is harmless
      if (!state || !canStart(sections, section)) throw refuse('sectionLocked');
      if (locked.startHeldAt) throw refuse('startHeld');
      const window = await this.attempts.sittingWindow(attempt.tenantId, attempt.assignmentId, attempt.userId, m);
      const outside = sittingWindowRefusal(window, now, locked.status !== 'not_started');
      if (outside) throw refuse(outside);
      const deadlineAt = deadlineFrom(now, state.durationSeconds, state.extensionSeconds);
      await this.attempts.updateSection(attempt.tenantId, attemptId, section, { status: 'open', startedAt: now, deadlineAt }, m);
      let expiresAt: Date | null = null;
      if (locked.status === 'not_started') {
        expiresAt = new Date(now.getTime() + ATTEMPT_TIMEOUT_MS);
        await this.attempts.updateAttempt(attempt.tenantId, attemptId, { status: 'in_progress', startedAt: now, expiresAt }, m);
      }
      await this.attempts.appendEvent(attempt.tenantId, attemptId, 'section:started', { section, deadlineAt }, m);
      return { deadlineAt, expiresAt };
    });
    if (scheduled) {
      await this.timers.scheduleSection(attempt.tenantId, attemptId, section, scheduled.deadlineAt);
      if (scheduled.expiresAt) await this.timers.scheduleAttempt(attempt.tenantId, attemptId, scheduled.expiresAt);
      return this.changed(attempt);
    }
    return this.snapshot(attempt.tenantId, attemptId);
  }

  async completeSection(actor: Actor, attemptId: string, section: ExamSection): Promise<AttemptSnapshot> {
    const attempt = await this.owned(actor, attemptId);
    const closed = await this.locked(attempt, async (m) => {
      const state = (await this.attempts.sections(attempt.tenantId, attemptId, m)).find((s) => s.section === section);
      if (state?.status !== 'open') return false;
      return this.attempts.closeSection(attempt.tenantId, attemptId, section, 'finished', this.clock.date(), m);
    });
    if (!closed) return this.snapshot(attempt.tenantId, attemptId);
    await this.timers.cancelSection(attemptId, section);
    await this.marking.request([{ tenantId: attempt.tenantId, attemptId, section }]);
    return this.changed(attempt);
  }

  /** The candidate can hear the sound check: kept once, and their invigilators see it. */
  async confirmSoundCheck(attempt: JoinedAttempt): Promise<AttemptSnapshot> {
    const now = this.clock.date();
    if (await this.attempts.confirmSoundCheck(attempt.tenantId, attempt.id, now)) {
      await this.attempts.appendEvent(attempt.tenantId, attempt.id, 'sound:checked', {});
      this.feed.toInvigilators([
        { assignmentId: attempt.assignmentId, attemptId: attempt.id, kind: 'soundChecked', at: now.toISOString() },
      ]);
    }
    return this.snapshot(attempt.tenantId, attempt.id);
  }

  /**
   * Where the listening recording is by the server's clock. `playedSeconds` (a window saying it has
   * begun playing) starts that clock the first time, that many seconds back.
   */
  async recording(
    attempt: JoinedAttempt,
    playedSeconds: number | null,
  ): Promise<{ recordingSeconds: number | null; serverTime: string }> {
    const now = this.clock.date();
    if (playedSeconds !== null) {
      const startedAt = new Date(now.getTime() - Math.round(playedSeconds * 1000));
      if (await this.attempts.startRecording(attempt.tenantId, attempt.id, startedAt)) {
        await this.attempts.appendEvent(attempt.tenantId, attempt.id, 'recording:started', { at: startedAt.toISOString() });
      }
    }
    const clock = await this.attempts.recordingClock(attempt.tenantId, attempt.id);
    const seconds = clock
      ? recordingSeconds(
          {
            startedAt: clock.recordingStartedAt,
            pausedSecondsAtStart: clock.recordingPausedSeconds,
            pausedSeconds: clock.pausedSeconds,
            pausedAt: clock.pausedAt,
            completedAt: clock.completedAt,
          },
          now,
        )
      : null;
    return { recordingSeconds: seconds, serverTime: now.toISOString() };
  }

  private locked<T>(attempt: AttemptEntity, work: (m: Transaction, locked: AttemptEntity) => Promise<T>): Promise<T> {
    return this.transactions.run(async (m) => {
      const locked = await this.attempts.lockAttempt(attempt.tenantId, attempt.id, m);
      if (!locked) throw refuse('notYours');
      return work(m, locked);
    });
  }
}
