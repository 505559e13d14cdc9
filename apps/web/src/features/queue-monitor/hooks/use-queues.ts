import type { QueueJobState } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpsEvents } from '../../../shared/socket/ops-socket';
import { listJobs, listQueues, queueKeys, removeJob, retryJob } from '../api/queues-api';
import { QUEUE_POLL_MS, JOBS_POLL_MS } from '../lib/queue-view';

export function useQueueSummaries() {
  return useQuery({ queryKey: queueKeys.list(), queryFn: ({ signal }) => listQueues(signal), refetchInterval: QUEUE_POLL_MS });
}

export function useQueueJobs(queue: string, state: QueueJobState) {
  return useQuery({
    queryKey: queueKeys.jobs(queue, state),
    queryFn: ({ signal }) => listJobs(queue, state, signal),
    refetchInterval: JOBS_POLL_MS,
  });
}

/**
 * Live progress of ingestion jobs from the /ops channel (jobId to percent); the end of a job refreshes
 * the lists at once rather than at the next poll.
 */
export function useLiveJobProgress(): Record<string, number> {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<string, number>>({});
  useOpsEvents((message) => {
    if (message.type === 'progress') {
      const { jobId, percent } = message.event;
      setProgress((current) => ({ ...current, [jobId]: percent }));
    } else {
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
    }
  });
  return progress;
}

export function useRetryJob(queue: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryJob(queue, jobId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
}

export function useRemoveJob(queue: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeJob(queue, jobId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  });
}
