import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AdminJobOwner, type AdminJobProgress, Queues } from '@cdi/contracts';
import { AdminJobFeed, TestHistoryRepository } from '@cdi/db';
import { type MissingSlots, shuffleComposition, shuffledTitle } from '@cdi/exam-core';
import type { Job } from 'bullmq';
import type { QueueProcessor } from '../queues/queue-processor';

const queue = Queues.shuffle;

const fullName = (m: { firstName: string; lastName: string; loginId: string }) =>
  `${m.firstName} ${m.lastName}`.trim() || m.loginId;

/**
 * Test making's shuffles (the rules of exam-core's shuffleComposition): a preview for a group
 * or a student, whose composition the admin then edits and assigns; or a test of their own for every
 * member of a group, each avoiding that member's history, created and assigned one member at a time.
 * Progress goes to the admin who started it on their socket.
 */
@Injectable()
export class ShuffleProcessor implements QueueProcessor {
  readonly queueName = queue.name;
  private readonly logger = new Logger('Shuffle');

  constructor(
    private readonly history: TestHistoryRepository,
    @Inject(AdminJobFeed) private readonly feed: AdminJobFeed,
  ) {}

  async process(job: Job): Promise<unknown> {
    const owner = (job.data as { owner?: AdminJobOwner }).owner;
    try {
      if (job.name === queue.jobs.preview.name) return await this.preview(job);
      if (job.name === queue.jobs.perStudent.name) return await this.perStudent(job);
      throw new Error(`Unknown shuffle job ${job.name}`);
    } catch (error) {
      this.logger.warn(`Shuffle ${job.id} failed: ${error instanceof Error ? error.message : error}`);
      if (owner) this.report(owner, job, { state: 'failed', done: 0, total: 0, message: 'Failed to shuffle test' });
      throw error;
    }
  }

  private async preview(job: Job) {
    const { owner, targetType, targetId } = queue.jobs.preview.payload.parse(job.data);
    this.report(owner, job, { state: 'active', done: 0, total: 1, message: null });
    const { tenantId } = owner;
    let name: string;
    let history: Set<string>;
    if (targetType === 'group') {
      const group = await this.history.group(tenantId, targetId);
      if (!group) throw new Error('group gone');
      name = group.name;
      history = await this.history.groupHistory(tenantId, targetId);
    } else {
      const student = await this.history.student(tenantId, targetId);
      if (!student) throw new Error('student gone');
      name = fullName(student);
      history = (await this.history.histories(tenantId, [targetId])).get(targetId) ?? new Set();
    }
    const outcome = shuffleComposition(await this.history.usableParts(tenantId), history);
    await job.updateProgress({ done: 1, total: 1 });
    this.report(owner, job, { state: 'completed', done: 1, total: 1, message: null });
    return { ...outcome, suggestedTitle: shuffledTitle(name) };
  }

  private async perStudent(job: Job) {
    const { owner, groupId, title, description } = queue.jobs.perStudent.payload.parse(job.data);
    const { tenantId } = owner;
    // A suspended member cannot sign in to sit a test: they are given none.
    const members = await this.history.members(tenantId, groupId, { activeOnly: true });
    const total = members.length;
    this.report(owner, job, { state: 'active', done: 0, total, message: null });
    await job.updateProgress({ done: 0, total });
    const bank = await this.history.usableParts(tenantId);
    const histories = await this.history.histories(
      tenantId,
      members.map((m) => m.id),
    );
    // A job run again (its worker died mid-way) skips the members it has already served.
    const already = await this.history.studentsDoneByJob(tenantId, job.id ?? '');
    let created = 0;
    const incomplete: { studentId: string; name: string; missing: MissingSlots }[] = [];
    for (const [index, member] of members.entries()) {
      const done = index + 1;
      if (already.has(member.id)) {
        created++;
        await job.updateProgress({ done, total });
        this.report(owner, job, { state: done === total ? 'completed' : 'active', done, total, message: null });
        continue;
      }
      const { composition, missing } = shuffleComposition(bank, histories.get(member.id) ?? []);
      const slots = [...composition.listening, ...composition.reading, ...composition.writing];
      const name = fullName(member);
      if (missing.listening.length + missing.reading.length + missing.writing.length > 0)
        incomplete.push({ studentId: member.id, name, missing });
      if (slots.some(Boolean)) {
        await this.history.createAssignedTest({
          tenantId,
          actorId: owner.actorId,
          title: title || shuffledTitle(name),
          description,
          slots,
          userId: member.id,
          groupId: null,
          auditAction: 'assignment.create',
          auditDetails: { shuffle: 'per-student', jobId: job.id, groupId },
        });
        created++;
      }
      await job.updateProgress({ done, total });
      this.report(owner, job, { state: done === total ? 'completed' : 'active', done, total, message: null });
    }
    if (total === 0) this.report(owner, job, { state: 'completed', done: 0, total: 0, message: null });
    return { created, incomplete };
  }

  private report(owner: AdminJobOwner, job: Job, event: Omit<AdminJobProgress, 'jobId' | 'kind'>): void {
    this.feed.progress(owner, { jobId: job.id ?? '', kind: 'shuffle', ...event });
  }
}
