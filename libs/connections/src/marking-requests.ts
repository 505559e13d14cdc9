import { randomUUID } from 'node:crypto';
import { Queues, type ScoreSectionPayload } from '@cdi/contracts';
import type { Queue } from 'bullmq';

const { section: scoreSection } = Queues.scoreAttempt.jobs;

/**
 * Asks for a closed section's marking, after `delayMs` if given. The job id makes a request already
 * waiting absorb a repeat (a close and a sweep racing); a finished job is removed. A request after a
 * change of what the marking reads (a re-mark, a writing mark submitted) is `fresh`: its own job,
 * never absorbed by one already running, which may have read the data from before the change.
 */
export async function requestMarking(
  queue: Queue,
  sections: readonly ScoreSectionPayload[],
  { delayMs = 0, fresh = false }: { delayMs?: number; fresh?: boolean } = {},
): Promise<void> {
  if (sections.length === 0) return;
  const request = fresh ? `-${randomUUID()}` : '';
  await queue.addBulk(
    sections.map((payload) => ({
      name: scoreSection.name,
      data: payload,
      opts: {
        jobId: `score-${payload.attemptId}-${payload.section}${request}`,
        attempts: scoreSection.attempts,
        delay: delayMs,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: { count: 1000 },
      },
    })),
  );
}
