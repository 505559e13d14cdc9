import {
  DEVELOPER_CLIENT_TIMEOUT_MS,
  type QueueJob,
  type QueueJobState,
  QueueMonitorRoutes,
  QueueMonitorTexts,
  type QueueSummary,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const queueKeys = {
  all: ['developer', 'queues'] as const,
  list: () => [...queueKeys.all, 'list'] as const,
  jobs: (queue: string, state: QueueJobState) => [...queueKeys.all, 'jobs', queue, state] as const,
};

const timeoutMs = DEVELOPER_CLIENT_TIMEOUT_MS;

export async function listQueues(signal?: AbortSignal): Promise<QueueSummary[]> {
  const { queues } = await callRoute(
    QueueMonitorRoutes.queues,
    {},
    { timeoutMs, fallbackError: QueueMonitorTexts.failedToLoad, signal },
  );
  return queues;
}

export async function listJobs(queue: string, state: QueueJobState, signal?: AbortSignal): Promise<QueueJob[]> {
  const { jobs } = await callRoute(
    QueueMonitorRoutes.jobs,
    { params: { queue }, query: { state } },
    { timeoutMs, fallbackError: QueueMonitorTexts.failedToLoadJobs, signal },
  );
  return jobs;
}

export async function retryJob(queue: string, jobId: string): Promise<QueueJob> {
  const { job } = await callRoute(
    QueueMonitorRoutes.retry,
    { params: { queue, jobId } },
    { timeoutMs, fallbackError: QueueMonitorTexts.retryFailed },
  );
  return job;
}

export async function removeJob(queue: string, jobId: string): Promise<void> {
  await callRoute(
    QueueMonitorRoutes.remove,
    { params: { queue, jobId } },
    { timeoutMs, fallbackError: QueueMonitorTexts.removeFailed },
  );
}
