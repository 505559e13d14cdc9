import type { Job, JobState, Queue } from 'bullmq';

/**
 * A job and its state, read in that order: BullMQ stores a job's return value as it marks it completed,
 * so a job read after a 'completed' state always carries its result. Read the other way round, a job
 * finishing in between comes back 'completed' without one.
 */
export async function jobWithState(queue: Queue, jobId: string): Promise<{ job: Job | undefined; state: JobState | 'unknown' }> {
  const state = await queue.getJobState(jobId);
  return { job: await queue.getJob(jobId), state };
}
