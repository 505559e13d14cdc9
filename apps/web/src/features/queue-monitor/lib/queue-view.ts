import { QUEUE_JOB_STATES, type QueueJob, type QueueJobState } from '@cdi/contracts';

export const QUEUE_POLL_MS = 5_000;
export const JOBS_POLL_MS = 3_000;

export const STATE_LABELS: Record<QueueJobState, string> = {
  waiting: 'Waiting',
  active: 'Active',
  completed: 'Completed',
  failed: 'Failed',
  delayed: 'Delayed',
};

export const STATE_TABS = QUEUE_JOB_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

/** A queue name as a heading: 'ingest-exam-part' is 'Ingest exam part'. */
export function queueTitle(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Throughput per minute with at most one decimal ('0', '2.5', '120'). */
export function formatRate(perMinute: number): string {
  if (perMinute <= 0) return '0';
  return perMinute >= 10 ? String(Math.round(perMinute)) : String(Math.round(perMinute * 10) / 10);
}

/** The progress to show: the live channel's when it is ahead of the last poll. */
export function jobProgress(job: QueueJob, live: Record<string, number>): number | null {
  const pushed = live[job.id];
  if (pushed === undefined) return job.progress;
  return job.progress === null ? pushed : Math.max(pushed, job.progress);
}

/** What a failed job says went wrong: the reason, and the stack's first line when it adds something. */
export function failureText(job: QueueJob): string {
  const reason = job.failed_reason ?? '';
  const stack = job.stacktrace ?? '';
  if (!stack || stack.includes(reason)) return reason || stack;
  return reason ? `${reason} (${stack})` : stack;
}
