import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type JobStates,
  type PerStudentResultResponse,
  Queues,
  type ShufflePerStudentRequest,
  type ShuffleRequest,
  type ShuffleResultResponse,
  TestMakingTexts,
} from '@cdi/contracts';
import { TestHistoryRepository } from '@cdi/db';
import { missingPartsWarning, type ShuffleOutcome } from '@cdi/exam-core';
import type { Job, Queue } from 'bullmq';
import type { Actor } from '../auth/actor';
import { refuseSuspendedStudent } from '../assignments/assignable-student';
import { ApiError } from '../common/api-error';
import { jobWithState } from '../common/job-with-state';
import { SHUFFLE_QUEUE } from '../infrastructure/infrastructure.module';
import { TemplatesService } from './templates.service';

const queue = Queues.shuffle;
/** A finished shuffle's outcome stays readable this long. */
const KEEP = { age: 24 * 60 * 60, count: 1000 };

/** What the worker's preview job answers. */
export interface PreviewResult extends ShuffleOutcome {
  suggestedTitle: string;
}

/** What the worker's per-student job answers. */
export interface PerStudentResult {
  created: number;
  incomplete: { studentId: string; name: string; missing: ShuffleOutcome['missing'] }[];
}

type JobState = (typeof JobStates)[number];

/** Starts shuffles as jobs of the shuffle queue and reads their outcome; the admin hears progress on their socket. */
@Injectable()
export class ShuffleService {
  constructor(
    @Inject(SHUFFLE_QUEUE) private readonly queue: Queue,
    private readonly history: TestHistoryRepository,
    private readonly templates: TemplatesService,
  ) {}

  async start(actor: Actor, tenantId: string, input: ShuffleRequest): Promise<string> {
    const target =
      input.targetType === 'group'
        ? await this.history.group(tenantId, input.targetId)
        : await this.history.student(tenantId, input.targetId);
    if (!target)
      throw new ApiError(
        404,
        input.targetType === 'group' ? TestMakingTexts.groupNotFound : TestMakingTexts.studentNotFound,
        'targetId',
      );
    // A shuffle for one student is a test for them: not for a suspended one.
    if ('isActive' in target) refuseSuspendedStudent(target, 'targetId');
    const payload = queue.jobs.preview.payload.parse({ owner: { tenantId, actorId: actor.userId }, ...input });
    const job = await this.queue.add(queue.jobs.preview.name, payload, {
      jobId: randomUUID(),
      removeOnComplete: KEEP,
      removeOnFail: KEEP,
    });
    return job.id!;
  }

  async startPerStudent(actor: Actor, tenantId: string, input: ShufflePerStudentRequest): Promise<string> {
    if (!(await this.history.group(tenantId, input.groupId))) throw new ApiError(404, TestMakingTexts.groupNotFound, 'groupId');
    const payload = queue.jobs.perStudent.payload.parse({ owner: { tenantId, actorId: actor.userId }, ...input });
    const job = await this.queue.add(queue.jobs.perStudent.name, payload, {
      jobId: randomUUID(),
      removeOnComplete: KEEP,
      removeOnFail: KEEP,
    });
    return job.id!;
  }

  async preview(tenantId: string, jobId: string): Promise<Omit<ShuffleResultResponse, 'success'>> {
    const { job, state } = await this.ownJob(tenantId, jobId, queue.jobs.preview.name);
    if (state !== 'completed') return { state, result: null };
    const outcome = job.returnvalue as PreviewResult;
    const { composition } = outcome;
    const ids = [...composition.listening, ...composition.reading, ...composition.writing].filter(
      (id): id is string => id !== null,
    );
    return {
      state,
      result: {
        composition: {
          listeningParts: composition.listening,
          readingParts: composition.reading,
          writingParts: composition.writing,
        },
        parts: await this.templates.partsByIds(tenantId, ids),
        missing: outcome.missing,
        warning: missingPartsWarning(outcome.missing),
        suggestedTitle: outcome.suggestedTitle,
      },
    };
  }

  async perStudent(tenantId: string, jobId: string): Promise<Omit<PerStudentResultResponse, 'success'>> {
    const { job, state } = await this.ownJob(tenantId, jobId, queue.jobs.perStudent.name);
    const progress = (typeof job.progress === 'object' ? job.progress : {}) as { done?: number; total?: number };
    const result = state === 'completed' ? (job.returnvalue as PerStudentResult) : null;
    return { state, done: progress.done ?? 0, total: progress.total ?? 0, result };
  }

  /** The job, if it is one of this tenant's of that kind: any other answers 404, like one that never was. */
  private async ownJob(tenantId: string, jobId: string, name: string): Promise<{ job: Job; state: JobState }> {
    const { job, state: raw } = await jobWithState(this.queue, jobId);
    const owner = (job?.data as { owner?: { tenantId?: string } } | undefined)?.owner;
    if (!job || job.name !== name || owner?.tenantId !== tenantId) throw ApiError.notFound(TestMakingTexts.shuffleJobNotFound);
    const state: JobState = raw === 'completed' || raw === 'failed' || raw === 'active' ? raw : 'waiting';
    return { job, state };
  }
}
