import { Queues } from '@cdi/contracts';

/** The injection tokens of the queue producers, one per queue of the catalogue. */
export const HOUSEKEEPING_QUEUE = Symbol('HOUSEKEEPING_QUEUE');
export const INGEST_QUEUE = Symbol('INGEST_QUEUE');
/** The timers producer: the api schedules deadlines, the worker re-schedules one that moved on. */
export const TIMERS_QUEUE = Symbol('TIMERS_QUEUE');

/** Bulk enrolments of students. */
export const STUDENT_IMPORT_QUEUE = Symbol('STUDENT_IMPORT_QUEUE');
/** Test making's shuffles: the api starts them, the worker runs them. */
export const SHUFFLE_QUEUE = Symbol('SHUFFLE_QUEUE');

/** Marking: the api and the worker ask for a section's marking once it closes. */
export const SCORE_ATTEMPT_QUEUE = Symbol('SCORE_ATTEMPT_QUEUE');

export type QueueName = (typeof Queues)[keyof typeof Queues]['name'];

export const QUEUE_PRODUCER_TOKENS: Record<QueueName, symbol> = {
  [Queues.housekeeping.name]: HOUSEKEEPING_QUEUE,
  [Queues.ingestExamPart.name]: INGEST_QUEUE,
  [Queues.timers.name]: TIMERS_QUEUE,
  [Queues.studentImport.name]: STUDENT_IMPORT_QUEUE,
  [Queues.shuffle.name]: SHUFFLE_QUEUE,
  [Queues.scoreAttempt.name]: SCORE_ATTEMPT_QUEUE,
};
