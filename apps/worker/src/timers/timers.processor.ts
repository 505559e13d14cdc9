import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AttemptSnapshot, ExamEvents, OVERDUE_TIMER_GRACE_MS, Queues, SECTION_ORDER } from '@cdi/contracts';
import { requestMarking, SCORE_ATTEMPT_QUEUE, TIMERS_QUEUE } from '@cdi/connections';
import { AttemptsRepository, Clock, LiveFeed, type OverdueAttempt, type OverdueSection, Transactions } from '@cdi/db';
import type { Job, Queue } from 'bullmq';
import type { JobScheduler, QueueProcessor } from '../queues/queue-processor';
import { WORKER_ENV, type WorkerEnv } from '../worker-env';

const timers = Queues.timers;
/** At most this many sections (and attempts) per sweep; a backlog is worked off by the next sweeps. */
const SWEEP_BATCH = 500;
/**
 * What a timer closed is marked this much later. A room that started together reaches its deadline
 * together, and marking the first sections of such a burst while the rest were still being closed
 * took the CPU and connections the closes needed: 200 sections due at one moment took up to 10 s to
 * close, half that with the marking out of the way (fault R8). OVERDUE_TIMER_GRACE_MS is what a
 * burst of closes may take; the marking sweep re-asks only later (PENDING_GRACE_MS), and its request
 * is absorbed by this one's job id.
 */
const MARKING_AFTER_TIMER_MS = OVERDUE_TIMER_GRACE_MS;

/** What a timer did: closed what was due, found nothing to close, or found it due only at the date given. */
type Outcome = 'closed' | 'nothing' | Date;

/**
 * Closes what is due: a section at its deadline, an attempt four hours after it started. The
 * deadline in Postgres decides; a job whose deadline moved on (an extension, a pause) re-schedules
 * itself for the new time instead of closing early. A repeatable sweep closes, by the same path,
 * whatever is overdue because its delayed job never ran.
 */
@Injectable()
export class TimersProcessor implements QueueProcessor {
  readonly queueName = timers.name;
  private readonly logger = new Logger('Timers');

  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly live: LiveFeed,
    @Inject(TIMERS_QUEUE) private readonly queue: Queue,
    @Inject(SCORE_ATTEMPT_QUEUE) private readonly marking: Queue,
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    private readonly clock: Clock,
  ) {}

  async schedule(scheduler: JobScheduler): Promise<void> {
    const { sweep } = timers.jobs;
    await scheduler.upsert(sweep.schedulerId, this.env.TIMERS_SWEEP_EVERY_MS, sweep.name, {});
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === timers.jobs.section.name) {
      return this.closeOrPutOff(job, await this.expireSection(timers.jobs.section.payload.parse(job.data)));
    }
    if (job.name === timers.jobs.attempt.name) {
      return this.closeOrPutOff(job, await this.expireAttempt(timers.jobs.attempt.payload.parse(job.data)));
    }
    if (job.name === timers.jobs.sweep.name) return this.sweep(this.clock.date());
    throw new Error(`Unknown timer job "${job.name}"`);
  }

  /**
   * A job that ran before its deadline (the deadline moved on, or the host that scheduled it keeps
   * another time) runs again at the deadline: a section or an attempt never closes early, where a
   * candidate's last saves would be refused.
   */
  private async closeOrPutOff(job: Job, outcome: Outcome): Promise<{ closed: boolean }> {
    if (outcome instanceof Date) {
      // A new id: this job's own is still taken while it runs.
      await this.queue.add(job.name, job.data, {
        ...job.opts,
        jobId: undefined,
        delay: Math.max(0, outcome.getTime() - this.clock.now()),
      });
    }
    return { closed: outcome === 'closed' };
  }

  /**
   * Closes every section and attempt overdue by more than the grace. The close is the delayed
   * jobs' own, under the attempt's row lock and conditional on the row still being open, so a sweep
   * racing a job or another worker's sweep closes once and tells the candidate once.
   */
  private async sweep(now: Date): Promise<{ sections: number; attempts: number }> {
    let attempts = 0;
    let sections = 0;
    for (const overdue of await this.attempts.overdueAttempts(now, OVERDUE_TIMER_GRACE_MS, SWEEP_BATCH)) {
      if (await this.settle(overdue, async () => (await this.expireAttempt(overdue)) === 'closed')) attempts++;
    }
    for (const overdue of await this.attempts.overdueSections(now, OVERDUE_TIMER_GRACE_MS, SWEEP_BATCH)) {
      if (await this.settle(overdue, async () => (await this.expireSection(overdue)) === 'closed')) sections++;
    }
    if (attempts + sections > 0) {
      this.logger.warn(`Closed ${sections} sections and ${attempts} attempts whose timers had not fired`);
    }
    return { sections, attempts };
  }

  /** One overdue row failing (a lost connection) must not keep the sweep from the others; the next sweep retries it. */
  private async settle(row: OverdueAttempt | OverdueSection, close: () => Promise<boolean>): Promise<boolean> {
    try {
      return await close();
    } catch (error) {
      this.logger.error(`Could not close overdue ${JSON.stringify(row)}: ${(error as Error).message}`);
      return false;
    }
  }

  /** Closes a section that is due and tells who needs to know; a deadline not yet reached is returned instead. */
  private async expireSection({ tenantId, attemptId, section }: OverdueSection): Promise<Outcome> {
    const now = this.clock.date();
    let assignmentId = '';
    const outcome = await this.transactions.run(async (m) => {
      const attempt = await this.attempts.lockAttempt(tenantId, attemptId, m);
      if (!attempt) return 'nothing' as const;
      assignmentId = attempt.assignmentId;
      const state = (await this.attempts.sections(tenantId, attemptId, m)).find((s) => s.section === section);
      if (state?.status !== 'open' || !state.deadlineAt) return 'nothing' as const;
      if (state.pausedAt) return 'nothing' as const; // resuming schedules it again
      if (state.deadlineAt > now) return state.deadlineAt;
      await this.attempts.closeSection(tenantId, attemptId, section, 'expired', now, m);
      return 'closed' as const;
    });
    if (outcome === 'closed') {
      await requestMarking(this.marking, [{ tenantId, attemptId, section }], { delayMs: MARKING_AFTER_TIMER_MS });
      await this.tell(tenantId, attemptId, assignmentId, (snapshot) =>
        this.live.toCandidate(attemptId, ExamEvents.sectionExpired, { section, snapshot }),
      );
    }
    return outcome;
  }

  /**
   * Completes the attempt with what was saved when it is due: the open section closes, the rest never
   * open. An expiry not yet reached is returned instead.
   */
  private async expireAttempt({ tenantId, attemptId }: OverdueAttempt): Promise<Outcome> {
    const now = this.clock.date();
    let assignmentId = '';
    const closedSections: (typeof SECTION_ORDER)[number][] = [];
    const outcome = await this.transactions.run(async (m) => {
      const attempt = await this.attempts.lockAttempt(tenantId, attemptId, m);
      if (!attempt || attempt.status === 'completed' || !attempt.expiresAt) return 'nothing' as const;
      assignmentId = attempt.assignmentId;
      if (attempt.expiresAt > now) return attempt.expiresAt;
      for (const section of SECTION_ORDER) {
        if (await this.attempts.closeSection(tenantId, attemptId, section, 'attempt-timeout', now, m))
          closedSections.push(section);
      }
      return 'closed' as const;
    });
    if (outcome === 'closed') {
      await requestMarking(
        this.marking,
        closedSections.map((section) => ({ tenantId, attemptId, section })),
        { delayMs: MARKING_AFTER_TIMER_MS },
      );
      await this.tell(tenantId, attemptId, assignmentId, () =>
        this.live.toCandidate(attemptId, ExamEvents.submitted, { reason: 'attempt-timeout' }),
      );
    }
    return outcome;
  }

  /** After a change is committed: the candidate hears what it means for them, the invigilators see the row. */
  private async tell(
    tenantId: string,
    attemptId: string,
    assignmentId: string,
    toCandidate: (snapshot: AttemptSnapshot) => void,
  ) {
    const snapshot = await this.attempts.snapshot(tenantId, attemptId, this.clock.date());
    if (!snapshot) return;
    toCandidate(snapshot);
    this.live.toInvigilators([{ assignmentId, attemptId, kind: 'sectionsChanged', snapshot }]);
  }
}
