import { Inject, Injectable } from '@nestjs/common';
import {
  QUEUE_JOB_STATES,
  QUEUE_MONITOR_PAGE_SIZE,
  QUEUE_THROUGHPUT_WINDOW_MINUTES,
  type QueueJob,
  type QueueJobState,
  QueueMonitorTexts,
  type QueueSummary,
} from '@cdi/contracts';
import {
  HOUSEKEEPING_QUEUE,
  INGEST_QUEUE,
  QUEUE_PRODUCER_TOKENS,
  type QueueName,
  SCORE_ATTEMPT_QUEUE,
  SHUFFLE_QUEUE,
  STUDENT_IMPORT_QUEUE,
  TIMERS_QUEUE,
} from '@cdi/connections';
import type { Job, Queue } from 'bullmq';
import { AuditRepository } from '../audit/audit.repository';
import type { Actor } from '../auth/actor';
import { ApiError } from '../common/api-error';

const SERIES_POINTS = 15;

interface MinuteMetrics {
  meta: { count: number; prevCount: number };
  data: number[];
}

/**
 * Per-minute counts, newest first: the minute under way (BullMQ adds a data point only when a later
 * minute's first job finishes, so it is count - prevCount until then), then the recorded minutes.
 */
export function minuteSeries(metrics: MinuteMetrics, points = SERIES_POINTS): number[] {
  const current = Math.max(0, Number(metrics.meta.count) - Number(metrics.meta.prevCount) || 0);
  return [current, ...metrics.data.map((n) => Math.max(0, Math.trunc(Number(n) || 0)))].slice(0, points);
}

/** The mean of the latest `window` per-minute points (newest first). */
export function perMinute(series: readonly number[], window = QUEUE_THROUGHPUT_WINDOW_MINUTES): number {
  const points = series.slice(0, window);
  if (points.length === 0) return 0;
  return Math.round((points.reduce((sum, n) => sum + n, 0) / points.length) * 100) / 100;
}

function tenantOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as { tenantId?: unknown; owner?: { tenantId?: unknown } };
  if (typeof record.tenantId === 'string') return record.tenantId;
  if (record.owner && typeof record.owner.tenantId === 'string') return record.owner.tenantId;
  return null;
}

function iso(ms: number | undefined): string | null {
  return ms ? new Date(ms).toISOString() : null;
}

/** Payloads can be large (an import's rows): the monitor shows their small fields only. */
function briefData(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.length} items]` : value,
    ]),
  );
}

/**
 * Reads the queues of the catalogue through the api's producers (the api only produces: reading
 * counts and jobs, retrying and removing one are producer-side calls), for the developer's monitor.
 */
@Injectable()
export class QueueMonitorService {
  private readonly queues: Map<string, Queue>;

  constructor(
    private readonly audit: AuditRepository,
    @Inject(HOUSEKEEPING_QUEUE) housekeeping: Queue,
    @Inject(INGEST_QUEUE) ingest: Queue,
    @Inject(TIMERS_QUEUE) timers: Queue,
    @Inject(STUDENT_IMPORT_QUEUE) studentImport: Queue,
    @Inject(SHUFFLE_QUEUE) shuffle: Queue,
    @Inject(SCORE_ATTEMPT_QUEUE) scoreAttempt: Queue,
  ) {
    this.queues = new Map(
      [housekeeping, ingest, timers, studentImport, shuffle, scoreAttempt].map((queue) => [queue.name, queue]),
    );
    for (const name of Object.keys(QUEUE_PRODUCER_TOKENS) as QueueName[]) {
      if (!this.queues.has(name)) throw new Error(`The queue monitor misses the queue ${name}`);
    }
  }

  /** Every queue, in the catalogue's order. */
  all(): Queue[] {
    return (Object.keys(QUEUE_PRODUCER_TOKENS) as QueueName[]).map((name) => this.queues.get(name)!);
  }

  async summaries(): Promise<QueueSummary[]> {
    return Promise.all(
      this.all().map(async (queue) => {
        const [counts, paused, completed, failed] = await Promise.all([
          queue.getJobCounts(...QUEUE_JOB_STATES),
          queue.isPaused(),
          queue.getMetrics('completed', 0, SERIES_POINTS - 2),
          queue.getMetrics('failed', 0, SERIES_POINTS - 2),
        ]);
        const completedSeries = minuteSeries(completed);
        return {
          name: queue.name,
          counts: Object.fromEntries(QUEUE_JOB_STATES.map((state) => [state, counts[state] ?? 0])) as QueueSummary['counts'],
          paused,
          completed_per_minute: perMinute(completedSeries),
          failed_per_minute: perMinute(minuteSeries(failed)),
          completed_series: completedSeries,
        };
      }),
    );
  }

  async jobs(queueName: string, state: QueueJobState): Promise<QueueJob[]> {
    const queue = this.queue(queueName);
    const jobs = await queue.getJobs([state], 0, QUEUE_MONITOR_PAGE_SIZE - 1, false);
    return jobs.filter((job): job is Job => Boolean(job)).map((job) => this.view(queue, job, state));
  }

  async retry(actor: Actor, queueName: string, jobId: string): Promise<QueueJob> {
    const queue = this.queue(queueName);
    const job = await this.job(queue, jobId);
    const state = await job.getState();
    if (state !== 'failed') throw ApiError.conflict(QueueMonitorTexts.onlyFailedRetry);
    // A fresh set of attempts: the job's own retry rules (backoff, a last-attempt outcome) apply again.
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    await this.audit.record(actor, {
      action: 'queue.retry',
      targetType: 'queue-job',
      targetId: null,
      tenantId: tenantOf(job.data),
      details: { queue: queue.name, jobId, name: job.name, failedReason: job.failedReason ?? null },
    });
    const fresh = (await queue.getJob(jobId)) ?? job;
    return this.view(queue, fresh, await fresh.getState());
  }

  async remove(actor: Actor, queueName: string, jobId: string): Promise<void> {
    const queue = this.queue(queueName);
    const job = await this.job(queue, jobId);
    const state = await job.getState();
    if (state === 'active') throw ApiError.conflict(QueueMonitorTexts.activeCannotBeRemoved);
    await job.remove();
    await this.audit.record(actor, {
      action: 'queue.remove',
      targetType: 'queue-job',
      targetId: null,
      tenantId: tenantOf(job.data),
      details: { queue: queue.name, jobId, name: job.name, state },
    });
  }

  private queue(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw ApiError.notFound();
    return queue;
  }

  private async job(queue: Queue, jobId: string): Promise<Job> {
    const job = await queue.getJob(jobId);
    if (!job) throw ApiError.notFound(QueueMonitorTexts.jobNotFound);
    return job;
  }

  private view(queue: Queue, job: Job, state: string): QueueJob {
    const progress = typeof job.progress === 'number' ? Math.min(100, Math.max(0, job.progress)) : null;
    const firstLine = job.stacktrace?.at(-1)?.split('\n')[0] ?? null;
    return {
      id: job.id ?? '',
      name: job.name,
      queue: queue.name,
      state,
      progress,
      attempts_made: job.attemptsMade,
      attempts: job.opts.attempts ?? 1,
      created_at: new Date(job.timestamp).toISOString(),
      processed_at: iso(job.processedOn),
      finished_at: iso(job.finishedOn),
      failed_reason: job.failedReason || null,
      stacktrace: firstLine,
      tenant_id: tenantOf(job.data),
      data: briefData(job.data),
    };
  }
}
