import type { Job } from 'bullmq';

/** One per queue: the worker starts a BullMQ Worker for each processor whose queue it serves. */
export interface QueueProcessor {
  readonly queueName: string;
  process(job: Job): Promise<unknown>;
  /** Repeatable jobs this queue owns, scheduled when the worker starts (idempotent). */
  schedule?(scheduler: JobScheduler): Promise<void>;
}

export interface JobScheduler {
  upsert(schedulerId: string, everyMs: number, jobName: string, data: unknown): Promise<void>;
}

export const QUEUE_PROCESSORS = Symbol('QUEUE_PROCESSORS');
