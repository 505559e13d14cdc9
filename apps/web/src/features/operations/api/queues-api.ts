import {
  DEVELOPER_CLIENT_TIMEOUT_MS,
  OkSchema,
  pathTo,
  type QueueJob,
  QueueJobResponseSchema,
  type QueueJobState,
  QueueJobsResponseSchema,
  QueueListResponseSchema,
  QueueMonitorPaths,
  QueueMonitorTexts,
  type QueueSummary,
} from '@cdi/contracts';
import { apiRequest } from '../../../shared/api/client';

export const queueKeys = {
  all: ['developer', 'queues'] as const,
  list: () => [...queueKeys.all, 'list'] as const,
  jobs: (queue: string, state: QueueJobState) => [...queueKeys.all, 'jobs', queue, state] as const,
};

export async function listQueues(signal?: AbortSignal): Promise<QueueSummary[]> {
  const { queues } = await apiRequest(QueueMonitorPaths.queues, {
    schema: QueueListResponseSchema,
    fallbackError: QueueMonitorTexts.failedToLoad,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
    signal,
  });
  return queues;
}

export async function listJobs(queue: string, state: QueueJobState, signal?: AbortSignal): Promise<QueueJob[]> {
  const { jobs } = await apiRequest(pathTo(QueueMonitorPaths.jobs, { queue }), {
    query: { state },
    schema: QueueJobsResponseSchema,
    fallbackError: QueueMonitorTexts.failedToLoadJobs,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
    signal,
  });
  return jobs;
}

export async function retryJob(queue: string, jobId: string): Promise<QueueJob> {
  const { job } = await apiRequest(pathTo(QueueMonitorPaths.retry, { queue, jobId }), {
    method: 'POST',
    schema: QueueJobResponseSchema,
    fallbackError: QueueMonitorTexts.retryFailed,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
  });
  return job;
}

export async function removeJob(queue: string, jobId: string): Promise<void> {
  await apiRequest(pathTo(QueueMonitorPaths.job, { queue, jobId }), {
    method: 'DELETE',
    schema: OkSchema,
    fallbackError: QueueMonitorTexts.removeFailed,
    timeoutMs: DEVELOPER_CLIENT_TIMEOUT_MS,
  });
}
