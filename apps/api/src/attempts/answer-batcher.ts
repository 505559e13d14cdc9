import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type AnswerAck, EXAM_NAMESPACE, ExamErrorCodes, ExamEvents } from '@cdi/contracts';
import {
  ANSWER_CONNECTIONS,
  type AnswerWrite,
  type AnswerWriteResult,
  asTenants,
  AttemptsRepository,
  Clock,
  LiveFeed,
} from '@cdi/db';
import { countWords } from '@cdi/exam-core';
import { DatabaseHealthRepository } from '../health/database-health.repository';
import { SocketEmitter } from '../live/socket-emitter';
import { TrafficMeter } from '../live/traffic-meter';

/** A batch closes after this long or at this many answers, whichever comes first. */
const BATCH_WINDOW_MS = 4;
const BATCH_MAX = 256;
/**
 * Batches committing at once, one on each of the answer path's own connections. Beyond this, answers
 * wait for a commit to finish and go together in the next batch (group commit): under load batches
 * grow instead of every few milliseconds adding another small transaction and another WAL flush,
 * which is what bounded the full bench's knee.
 */
const MAX_IN_FLIGHT = ANSWER_CONNECTIONS;
/** While batches fail, how often the database is asked whether it is back. */
const SAVING_PROBE_MS = 1000;

interface Pending {
  write: AnswerWrite;
  /** Whose invigilators hear about it. */
  assignmentId: string;
  resolve: (ack: AnswerAck) => void;
  /** performance.now() when it arrived, for the ack latency. */
  receivedAt: number;
}

/**
 * Commits many candidates' answers per transaction (one statement, see AttemptsRepository.saveAnswers)
 * and acknowledges each only after the commit: an acknowledged answer is durable.
 */
@Injectable()
export class AnswerBatcher implements OnApplicationShutdown {
  private readonly logger = new Logger('AnswerBatcher');
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  /** The next check whether the database is back: set only while batches fail. */
  private probe: NodeJS.Timeout | null = null;
  /** Set once the shutdown drain has committed the last batch (closeAfterSettling). */
  private closed = false;

  constructor(
    private readonly attempts: AttemptsRepository,
    private readonly feed: LiveFeed,
    private readonly clock: Clock,
    private readonly meter: TrafficMeter,
    private readonly sockets: SocketEmitter,
    private readonly database: DatabaseHealthRepository,
  ) {}

  submit(write: AnswerWrite, assignmentId: string): Promise<AnswerAck> {
    return new Promise((resolve) => {
      // Never answered: the connection it came on is closing, and the outbox sends it again elsewhere.
      if (this.closed) return;
      this.queue.push({ write, assignmentId, resolve, receivedAt: performance.now() });
      this.flushWhenDue();
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // Both commits busy: when one finishes, what is due by then goes (flushWhenDue).
    if (this.queue.length === 0 || this.inFlight.size >= MAX_IN_FLIGHT) return;
    const batch = this.queue.splice(0, BATCH_MAX);
    const run = this.commit(batch).finally(() => {
      this.inFlight.delete(run);
      this.flushWhenDue();
    });
    this.inFlight.add(run);
  }

  /**
   * The one rule for when a batch goes: once it is full, or once its first answer has waited the
   * window. Asked on every answer and after every commit; a commit finishing does not send off the
   * one or two answers that arrived meanwhile, which wait out their window for company.
   */
  private flushWhenDue(): void {
    if (this.queue.length === 0) return;
    const dueIn = this.queue[0]!.receivedAt + BATCH_WINDOW_MS - performance.now();
    if (dueIn <= 0 || this.queue.length >= BATCH_MAX) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), dueIn);
  }

  private async commit(batch: Pending[]): Promise<void> {
    const now = this.clock.date();
    const savedAt = now.toISOString();
    let acks: AnswerAck[];
    let results: AnswerWriteResult[] = [];
    try {
      // The batch's candidates' tenants, each known from the candidate's authenticated socket.
      const writes = batch.map((p) => p.write);
      results = await asTenants(
        writes.map((w) => w.tenantId),
        () => this.attempts.saveAnswers(writes, now),
      );
      acks = batch.map(({ write }, i) => {
        const { refusal } = results[i]!;
        return refusal
          ? { ok: false, code: refusal, message: ExamErrorCodes[refusal], seq: write.seq }
          : { ok: true, seq: write.seq, savedAt };
      });
      if (this.probe) this.savingResumed();
    } catch (error) {
      // Rows the database refuses are refused one by one inside saveAnswers; a whole batch fails only
      // when the database or the connection does, and then every sender retries.
      this.logger.error(`A batch of ${batch.length} answers was not saved: ${error instanceof Error ? error.message : error}`);
      acks = batch.map(({ write }) => ({ ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable, seq: write.seq }));
      this.probe ??= this.probeLater();
    }
    const ackedAt = performance.now();
    batch.forEach((pending, i) => {
      const ack = acks[i]!;
      pending.resolve(ack);
      this.meter.answerAcked(pending.write.tenantId, ackedAt - pending.receivedAt, ack.ok);
    });
    // Only what changed a stored answer: an invigilator's roster shows what Postgres holds.
    this.feed.toInvigilators(
      batch
        .filter((_, i) => results[i]?.written)
        .map(({ write, assignmentId }) => ({
          assignmentId,
          attemptId: write.attemptId,
          kind: 'answerSaved' as const,
          section: write.section,
          question: write.question,
          value: write.value,
          savedAt,
          ...(write.section === 'writing' && { words: countWords(write.value) }),
        })),
    );
  }

  /** One check at a time: a ping that hangs (a network cut) never piles up behind the next. */
  private probeLater(): NodeJS.Timeout {
    return setTimeout(() => void this.probeDatabase(), SAVING_PROBE_MS).unref();
  }

  private async probeDatabase(): Promise<void> {
    try {
      await this.database.ping();
    } catch {
      // Still away; unless a batch committed meanwhile (which said so), ask again.
      if (this.probe) this.probe = this.probeLater();
      return;
    }
    if (this.probe) this.savingResumed();
  }

  /**
   * Saving works again. Every candidate of this process hears it: an engine that stopped typing
   * would otherwise keep its unsaved answers until its next retry, up to half a minute after an
   * outage. Each engine resends at a moment of its own within a second, not all at once.
   */
  private savingResumed(): void {
    this.stopProbing();
    this.sockets.emitLocally(EXAM_NAMESPACE, ExamEvents.savingResumed);
  }

  private stopProbing(): void {
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  /** Commits what is queued and waits until every batch in flight is committed and acknowledged. */
  async settle(): Promise<void> {
    this.flush();
    while (this.inFlight.size > 0) {
      await Promise.all(this.inFlight);
      // Not left to the window's timer: what is queued goes now.
      this.flush();
    }
  }

  /**
   * The shutdown drain's last batch: commits and acknowledges what is queued and in flight, then takes
   * no more. An answer arriving after it, on a socket about to be closed, is neither saved nor
   * acknowledged: the candidate's outbox sends it again on its new connection, to a process whose
   * roster patch still reaches the invigilators. Saved here during the shutdown, it would be in
   * Postgres but its patch lost with the closing socket server.
   */
  async closeAfterSettling(): Promise<void> {
    await this.settle();
    this.closed = true;
  }

  /** On shutdown, what is queued is still committed (and acknowledged, while sockets are open). */
  async onApplicationShutdown(): Promise<void> {
    this.stopProbing();
    await this.settle();
  }
}
