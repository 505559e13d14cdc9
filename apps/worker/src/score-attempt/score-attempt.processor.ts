import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queues, type ScoreSectionPayload } from '@cdi/contracts';
import { requestMarking, SCORE_ATTEMPT_QUEUE } from '@cdi/connections';
import { Clock, SectionMarkingRepository, type SectionMarking, type SectionToMark, Transactions } from '@cdi/db';
import {
  bandTableFor,
  countWords,
  markByKey,
  paperNumbering,
  rawToBand,
  scriptMarkingPolicy,
  withAcceptedAlternatives,
  writingSectionMarking,
} from '@cdi/exam-core';
import type { Job, Queue } from 'bullmq';
import type { JobScheduler, QueueProcessor } from '../queues/queue-processor';

const scoring = Queues.scoreAttempt;
/** A section closed this long ago and still pending lost its job; the sweep asks again. */
const PENDING_GRACE_MS = 15_000;
const SWEEP_BATCH = 500;

/**
 * Marks a closed section. Listening and Reading are marked against the parts' keys by exam-core's
 * answer rules and banded with the test's tables; Writing is banded from the examiners' marks once
 * settled (until then it waits for them). Reads the current answers and keys each time, so a re-run
 * gives the same row, and a re-run after a key correction gives the corrected one.
 */
@Injectable()
export class ScoreAttemptProcessor implements QueueProcessor {
  readonly queueName = scoring.name;
  private readonly logger = new Logger('ScoreAttempt');

  constructor(
    private readonly sections: SectionMarkingRepository,
    private readonly transactions: Transactions,
    @Inject(SCORE_ATTEMPT_QUEUE) private readonly queue: Queue,
    private readonly clock: Clock,
  ) {}

  async schedule(scheduler: JobScheduler): Promise<void> {
    await scheduler.upsert(scoring.jobs.sweep.schedulerId, scoring.jobs.sweep.everyMs, scoring.jobs.sweep.name, {});
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === scoring.jobs.section.name) return this.score(scoring.jobs.section.payload.parse(job.data));
    if (job.name === scoring.jobs.sweep.name) return this.sweep();
    throw new Error(`Unknown score-attempt job "${job.name}"`);
  }

  private async score({ tenantId, attemptId, section }: ScoreSectionPayload): Promise<{ status: string } | null> {
    if (section === 'writing') return this.bandWriting(tenantId, attemptId);
    const toMark = await this.sections.sectionToMark(tenantId, attemptId, section);
    if (!toMark) return null;
    const marking = this.markAgainstKey(toMark);
    await this.sections.saveMarking(tenantId, attemptId, section, marking, this.clock.date());
    return { status: marking.status };
  }

  /**
   * Writing waits for its examiners: banded once every task is settled (a task with no words at
   * once). Under the row's lock, so an examiner's mark arriving meanwhile is never overwritten.
   * A settled script keeps the rule it was settled under (recorded with its band): a change of the
   * centre's second-marking setting applies to the scripts still waiting, never to a marked one.
   */
  private bandWriting(tenantId: string, attemptId: string): Promise<{ status: string }> {
    return this.transactions.run(async (m) => {
      await this.sections.lockSection(tenantId, attemptId, 'writing', m);
      const state = await this.sections.writingState(tenantId, attemptId, m);
      const policy = scriptMarkingPolicy(state.settledUnder, state.settings);
      // A test without writing tasks has nothing for an examiner: its closed Writing is done, unbanded.
      const writing = writingSectionMarking(
        state.tasks.map((t) => ({ ...t, words: countWords(t.response) })),
        policy,
      );
      const marking: SectionMarking = {
        status: state.tasks.length === 0 ? 'marked' : writing.status,
        rawScore: null,
        maxScore: null,
        band: writing.band,
        questions: [],
        markingPolicy: state.tasks.length === 0 ? null : policy,
      };
      await this.sections.saveMarking(tenantId, attemptId, 'writing', marking, this.clock.date(), m);
      return { status: marking.status };
    });
  }

  private markAgainstKey(toMark: SectionToMark): SectionMarking {
    // The centre's accepted alternatives widen the keys for this assignment's sittings only.
    const keyed = withAcceptedAlternatives(toMark.parts, toMark.acceptedAlternatives).flatMap(({ content, solution }) =>
      solution && content.section !== 'writing' ? [{ part: content, solution }] : [],
    );
    // Numbered as the candidate met the paper: every part in slot order, keyed or not.
    const numbering = paperNumbering(toMark.parts.map(({ content }) => content));
    const marked = markByKey(keyed, toMark.answers, numbering.shown);
    const section = toMark.section as 'listening' | 'reading';
    const band =
      marked.max > 0 ? rawToBand(bandTableFor(section, toMark.readingModule, toMark.bandTables), marked.raw, marked.max) : null;
    return { status: 'marked', rawScore: marked.raw, maxScore: marked.max, band, questions: marked.questions };
  }

  /** Asks again for sections whose marking job went missing (a crash between commit and request). */
  private async sweep(): Promise<{ requested: number }> {
    const due = await this.sections.overduePending(this.clock.date(), PENDING_GRACE_MS, SWEEP_BATCH);
    await requestMarking(this.queue, due);
    if (due.length > 0) this.logger.warn(`Asked again for the marking of ${due.length} closed sections`);
    return { requested: due.length };
  }
}
