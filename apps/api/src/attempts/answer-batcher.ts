import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type AnswerAck, type ExamSection, ExamErrorCodes } from '@cdi/contracts';
import { type AnswerWrite, AttemptsRepository } from '@cdi/db';
import { writeRefusal } from '@cdi/exam-core';
import { DataSource } from 'typeorm';
import { RosterFeed } from '../live/roster-feed';

/** A batch closes after this long or at this many answers, whichever comes first. */
const BATCH_WINDOW_MS = 4;
const BATCH_MAX = 256;

interface Pending {
  write: AnswerWrite;
  /** Whose invigilators hear about it. */
  assignmentId: string;
  resolve: (ack: AnswerAck) => void;
}

interface SectionRow {
  attempt_id: string;
  section: ExamSection;
  status: 'locked' | 'available' | 'open' | 'completed';
  deadline_at: Date | null;
  paused_at: Date | null;
}

/**
 * Commits many candidates' answers per transaction and acknowledges each only after the commit: an
 * acknowledged answer is durable. The sections written to are share-locked in the same transaction,
 * so a section closing at the same moment either comes after the write or refuses it.
 */
@Injectable()
export class AnswerBatcher implements OnApplicationShutdown {
  private readonly logger = new Logger('AnswerBatcher');
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly attempts: AttemptsRepository,
    private readonly roster: RosterFeed,
  ) {}

  submit(write: AnswerWrite, assignmentId: string): Promise<AnswerAck> {
    return new Promise((resolve) => {
      this.queue.push({ write, assignmentId, resolve });
      if (this.queue.length >= BATCH_MAX) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), BATCH_WINDOW_MS);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const run = this.commit(batch).finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  private async commit(batch: Pending[]): Promise<void> {
    const now = new Date();
    const acks = new Map<Pending, AnswerAck>();
    try {
      await this.dataSource.transaction(async (m) => {
        const sections: SectionRow[] = await m.query(
          `SELECT s.attempt_id, s.section, s.status, s.deadline_at, s.paused_at
             FROM attempt_sections s
             JOIN unnest($1::uuid[], $2::uuid[], $3::text[]) AS w(attempt_id, tenant_id, section)
               ON s.attempt_id = w.attempt_id AND s.tenant_id = w.tenant_id AND s.section = w.section
            FOR SHARE OF s`,
          [batch.map((p) => p.write.attemptId), batch.map((p) => p.write.tenantId), batch.map((p) => p.write.section)],
        );
        const clock = (p: Pending) => {
          const row = sections.find((s) => s.attempt_id === p.write.attemptId && s.section === p.write.section);
          return row && { section: row.section, status: row.status, deadlineAt: row.deadline_at, pausedAt: row.paused_at };
        };
        const accepted: Pending[] = [];
        for (const pending of batch) {
          const refusal = writeRefusal(clock(pending), now);
          if (refusal) acks.set(pending, { ok: false, code: refusal, message: ExamErrorCodes[refusal], seq: pending.write.seq });
          else accepted.push(pending);
        }
        await this.attempts.saveAnswers(
          accepted.map((p) => p.write),
          now,
          m,
        );
        for (const pending of accepted) acks.set(pending, { ok: true, seq: pending.write.seq, savedAt: now.toISOString() });
      });
    } catch (error) {
      this.logger.error(`A batch of ${batch.length} answers was not saved: ${error instanceof Error ? error.message : error}`);
      for (const pending of batch) {
        acks.set(pending, { ok: false, code: 'unavailable', message: ExamErrorCodes.unavailable, seq: pending.write.seq });
      }
    }
    for (const pending of batch) pending.resolve(acks.get(pending)!);
    const savedAt = now.toISOString();
    this.roster.publish(
      batch
        .filter((p) => acks.get(p)?.ok)
        .map(({ write, assignmentId }) => ({
          assignmentId,
          attemptId: write.attemptId,
          kind: 'answer' as const,
          section: write.section,
          question: write.question,
          answered: write.value.trim() !== '',
          savedAt,
        })),
    );
  }

  /** On shutdown, what is queued is still committed and acknowledged. */
  async onApplicationShutdown(): Promise<void> {
    this.flush();
    await Promise.all(this.inFlight);
  }
}
