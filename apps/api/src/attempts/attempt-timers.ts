import { Inject, Injectable } from '@nestjs/common';
import { attemptTimerJobId, type ExamSection, Queues, sectionTimerJobId } from '@cdi/contracts';
import { TIMERS_QUEUE } from '@cdi/connections';
import { Clock } from '@cdi/db';
import type { Queue } from 'bullmq';

const timers = Queues.timers;

/**
 * Server timers as delayed BullMQ jobs with deterministic ids: scheduling again replaces the job, so
 * an extension or a pause simply moves it. The worker closes what is due.
 */
@Injectable()
export class AttemptTimers {
  constructor(
    @Inject(TIMERS_QUEUE) private readonly queue: Queue,
    private readonly clock: Clock,
  ) {}

  async scheduleSection(tenantId: string, attemptId: string, section: ExamSection, deadlineAt: Date): Promise<void> {
    const jobId = sectionTimerJobId(attemptId, section);
    await this.queue.remove(jobId);
    await this.queue.add(timers.jobs.section.name, { tenantId, attemptId, section }, this.options(jobId, deadlineAt));
  }

  async cancelSection(attemptId: string, section: ExamSection): Promise<void> {
    await this.queue.remove(sectionTimerJobId(attemptId, section));
  }

  async scheduleAttempt(tenantId: string, attemptId: string, expiresAt: Date): Promise<void> {
    const jobId = attemptTimerJobId(attemptId);
    await this.queue.remove(jobId);
    await this.queue.add(timers.jobs.attempt.name, { tenantId, attemptId }, this.options(jobId, expiresAt));
  }

  private options(jobId: string, at: Date) {
    return {
      jobId,
      // The delay runs on real time; the deadline it ends at is read on the injected clock.
      delay: Math.max(0, at.getTime() - this.clock.now()),
      attempts: 5,
      backoff: { type: 'exponential' as const, delay: 1000 },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  }
}
