import { Inject, Injectable } from '@nestjs/common';
import { type AttemptSnapshot, ExamEvents, Queues, SECTION_ORDER } from '@cdi/contracts';
import { AttemptsRepository } from '@cdi/db';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { LiveEmitter } from '../live/live-emitter';
import type { QueueProcessor } from '../queues/queue-processor';

const timers = Queues.timers;
/** A job may fire a moment early (clock skew between hosts); closing earlier than this is refused. */
const EARLY_TOLERANCE_MS = 250;

export const TIMERS_PRODUCER = Symbol('TIMERS_PRODUCER');

/**
 * Closes what is due: a section at its deadline, an attempt four hours after it started. The
 * deadline in Postgres decides; a job whose deadline moved on (an extension, a pause) re-schedules
 * itself for the new time instead of closing early.
 */
@Injectable()
export class TimersProcessor implements QueueProcessor {
  readonly queueName = timers.name;
  private readonly attempts: AttemptsRepository;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(LiveEmitter) private readonly live: LiveEmitter,
    @Inject(TIMERS_PRODUCER) private readonly queue: Queue,
  ) {
    this.attempts = new AttemptsRepository(dataSource);
  }

  async process(job: Job): Promise<{ closed: boolean }> {
    if (job.name === timers.jobs.section.name) return this.expireSection(job);
    if (job.name === timers.jobs.attempt.name) return this.expireAttempt(job);
    throw new Error(`Unknown timer job "${job.name}"`);
  }

  private async expireSection(job: Job): Promise<{ closed: boolean }> {
    const { tenantId, attemptId, section } = timers.jobs.section.payload.parse(job.data);
    const now = new Date();
    let assignmentId = '';
    const outcome = await this.dataSource.transaction(async (m) => {
      const attempt = await this.attempts.lockAttempt(tenantId, attemptId, m);
      if (!attempt) return 'gone' as const;
      assignmentId = attempt.assignmentId;
      const state = (await this.attempts.sections(tenantId, attemptId, m)).find((s) => s.section === section);
      if (state?.status !== 'open' || !state.deadlineAt) return 'gone' as const;
      if (state.pausedAt) return 'paused' as const; // resuming schedules it again
      if (state.deadlineAt.getTime() - now.getTime() > EARLY_TOLERANCE_MS) return state.deadlineAt;
      await this.attempts.closeSection(tenantId, attemptId, section, 'expired', now, m);
      return 'closed' as const;
    });
    if (outcome instanceof Date) {
      await this.queue.add(timers.jobs.section.name, job.data, {
        ...job.opts,
        jobId: undefined,
        delay: outcome.getTime() - Date.now(),
      });
      return { closed: false };
    }
    if (outcome !== 'closed') return { closed: false };
    await this.tell(tenantId, attemptId, assignmentId, (snapshot) =>
      this.live.toCandidate(attemptId, ExamEvents.sectionExpired, { section, snapshot }),
    );
    return { closed: true };
  }

  /** Completes the attempt with what was saved: the open section closes, the rest never open. */
  private async expireAttempt(job: Job): Promise<{ closed: boolean }> {
    const { tenantId, attemptId } = timers.jobs.attempt.payload.parse(job.data);
    const now = new Date();
    let assignmentId = '';
    const closed = await this.dataSource.transaction(async (m) => {
      const attempt = await this.attempts.lockAttempt(tenantId, attemptId, m);
      if (!attempt || attempt.status === 'completed' || !attempt.expiresAt) return false;
      assignmentId = attempt.assignmentId;
      if (attempt.expiresAt.getTime() - now.getTime() > EARLY_TOLERANCE_MS) return false;
      for (const section of SECTION_ORDER)
        await this.attempts.closeSection(tenantId, attemptId, section, 'attempt-timeout', now, m);
      return true;
    });
    if (closed) {
      await this.tell(tenantId, attemptId, assignmentId, () =>
        this.live.toCandidate(attemptId, ExamEvents.submitted, { reason: 'attempt-timeout' }),
      );
    }
    return { closed };
  }

  /** After a change is committed: the candidate hears what it means for them, the invigilators see the row. */
  private async tell(
    tenantId: string,
    attemptId: string,
    assignmentId: string,
    toCandidate: (snapshot: AttemptSnapshot) => void,
  ) {
    const snapshot = await this.attempts.snapshot(tenantId, attemptId, new Date());
    if (!snapshot) return;
    toCandidate(snapshot);
    this.live.toInvigilators(assignmentId, [
      { attemptId, kind: 'sections', status: snapshot.status, sections: snapshot.sections },
    ]);
  }
}
