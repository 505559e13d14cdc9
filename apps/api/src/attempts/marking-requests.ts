import { Inject, Injectable } from '@nestjs/common';
import type { ScoreSectionPayload } from '@cdi/contracts';
import { requestMarking, SCORE_ATTEMPT_QUEUE } from '@cdi/connections';
import type { Queue } from 'bullmq';

/** Asks the worker to mark sections, after the transaction that closed them (or a re-mark) commits. */
@Injectable()
export class MarkingRequests {
  constructor(@Inject(SCORE_ATTEMPT_QUEUE) private readonly queue: Queue) {}

  request(sections: readonly ScoreSectionPayload[]): Promise<void> {
    return requestMarking(this.queue, sections);
  }

  /** After a change of what the marking reads (a key, band tables, a writing mark): always a job of its own. */
  requestAfterChange(sections: readonly ScoreSectionPayload[]): Promise<void> {
    return requestMarking(this.queue, sections, { fresh: true });
  }
}
