import { z } from 'zod';
import { OkSchema } from './envelope';
import { Queues } from './queues';
import { defineRoute } from './routes/define-route';
import { storableText } from './storable-text';

/** The developer's queue monitor: every queue of the catalogue, its jobs, retry and remove. */
export const QueueMonitorPaths = {
  queues: '/developer/queues',
  jobs: '/developer/queues/:queue/jobs',
  job: '/developer/queues/:queue/jobs/:jobId',
  retry: '/developer/queues/:queue/jobs/:jobId/retry',
  /** bull-board's raw view, behind the developer guard (read-only unless OPS_QUEUE_WRITES=true). */
  board: '/ops/queues',
} as const;

export const QUEUE_NAMES = Object.values(Queues).map((queue) => queue.name) as [string, ...string[]];

export const QUEUE_JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

/** How many jobs of one state a page of the monitor lists, newest first. */
export const QUEUE_MONITOR_PAGE_SIZE = 50;
/** Data points (minutes) the workers keep of BullMQ's metrics: one day. */
export const QUEUE_METRICS_MAX_DATA_POINTS = 24 * 60;
/** Throughput per minute is the mean over this many of the latest minutes. */
export const QUEUE_THROUGHPUT_WINDOW_MINUTES = 5;

export const QueueMonitorTexts = {
  title: 'Queue Monitor',
  failedToLoad: 'Failed to load queues',
  failedToLoadJobs: 'Failed to load jobs',
  noJobs: 'No jobs in this state',
  retryTitle: 'Retry job',
  retryConfirm: 'Run this failed job again?',
  retried: 'Job queued again',
  retryFailed: 'Failed to retry job',
  removeTitle: 'Remove job',
  removeConfirm: 'Remove this job from the queue? This cannot be undone.',
  removed: 'Job removed',
  removeFailed: 'Failed to remove job',
  jobNotFound: 'Job not found',
  onlyFailedRetry: 'Only a failed job can be retried',
  activeCannotBeRemoved: 'A job that is running cannot be removed',
} as const;

export const QueueParamSchema = z.object({ queue: z.enum(QUEUE_NAMES) });
export const QueueJobParamSchema = QueueParamSchema.extend({ jobId: storableText().min(1).max(200) });
export const QueueJobsQuerySchema = z.object({ state: z.enum(QUEUE_JOB_STATES).default('failed') });
export type QueueJobsQuery = z.infer<typeof QueueJobsQuerySchema>;

const jobCount = z.number().int().min(0);
export const QueueCountsSchema = z.object({
  waiting: jobCount,
  active: jobCount,
  completed: jobCount,
  failed: jobCount,
  delayed: jobCount,
});

export const QueueSummarySchema = z.object({
  name: storableText(),
  counts: QueueCountsSchema,
  paused: z.boolean(),
  /** Jobs completed (failed) per minute, over the latest QUEUE_THROUGHPUT_WINDOW_MINUTES minutes (BullMQ metrics). */
  completed_per_minute: z.number().min(0),
  failed_per_minute: z.number().min(0),
  /** Per-minute completions, newest first (up to 15 points), for a sparkline. */
  completed_series: z.array(z.number().int().min(0)),
});
export type QueueSummary = z.infer<typeof QueueSummarySchema>;

export const QueueJobSchema = z.object({
  id: storableText(),
  name: storableText(),
  queue: storableText(),
  state: storableText(),
  /** 0-100 (numeric progress), or null when the job reports none. */
  progress: z.number().min(0).max(100).nullable(),
  attempts_made: z.number().int().min(0),
  attempts: z.number().int().min(0),
  created_at: storableText(),
  processed_at: storableText().nullable(),
  finished_at: storableText().nullable(),
  failed_reason: storableText().nullable(),
  /** The first line of the stack trace of the last failure. */
  stacktrace: storableText().nullable(),
  /** The tenant the job concerns, when its payload names one. */
  tenant_id: storableText().nullable(),
  data: z.record(storableText(), z.unknown()),
});
export type QueueJob = z.infer<typeof QueueJobSchema>;

export const QueueListResponseSchema = z.object({ success: z.literal(true), queues: z.array(QueueSummarySchema) });
export type QueueListResponse = z.infer<typeof QueueListResponseSchema>;
export const QueueJobsResponseSchema = z.object({ success: z.literal(true), jobs: z.array(QueueJobSchema) });
export type QueueJobsResponse = z.infer<typeof QueueJobsResponseSchema>;
export const QueueJobResponseSchema = z.object({ success: z.literal(true), job: QueueJobSchema });
export type QueueJobResponse = z.infer<typeof QueueJobResponseSchema>;

const developer = ['developer'] as const;

/** The developer's queue monitor; a queue is named by its catalogue name, so its params are declared here. */
export const QueueMonitorRoutes = {
  queues: defineRoute({
    method: 'get',
    path: QueueMonitorPaths.queues,
    tag: 'operations',
    summary: 'Every queue of the catalogue: job counts by state and throughput per minute (BullMQ metrics)',
    access: developer,
    response: QueueListResponseSchema,
  }),
  jobs: defineRoute({
    method: 'get',
    path: QueueMonitorPaths.jobs,
    tag: 'operations',
    summary: "A queue's latest jobs in one state, with progress and, for a failed job, its reason",
    access: developer,
    params: QueueParamSchema,
    query: QueueJobsQuerySchema,
    response: QueueJobsResponseSchema,
  }),
  retry: defineRoute({
    method: 'post',
    path: QueueMonitorPaths.retry,
    tag: 'operations',
    summary: 'Runs a failed job again (audited queue.retry)',
    access: developer,
    params: QueueJobParamSchema,
    status: 200,
    response: QueueJobResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: QueueMonitorPaths.job,
    tag: 'operations',
    summary: 'Removes a job that is not running (audited queue.remove)',
    access: developer,
    params: QueueJobParamSchema,
    response: OkSchema,
  }),
};
