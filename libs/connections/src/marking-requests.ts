import { Queues, type ScoreSectionPayload } from '@cdi/contracts';
import type { Queue } from 'bullmq';

const { section: scoreSection } = Queues.scoreAttempt.jobs;

/**
 * Asks for a closed section's marking, after `delayMs` if given. The job id makes a request already
 * waiting absorb a repeat (a close and a sweep racing); a finished job is removed, so a later re-mark
 * asks afresh.
 */
export async function requestMarking(
  queue: Queue,
  sections: readonly ScoreSectionPayload[],
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<void> {
  if (sections.length === 0) return;
  await queue.addBulk(
    sections.map((payload) => ({
      name: scoreSection.name,
      data: payload,
      opts: {
        jobId: `score-${payload.attemptId}-${payload.section}`,
        attempts: scoreSection.attempts,
        delay: delayMs,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: { count: 1000 },
      },
    })),
  );
}
