import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ExamPartProblem, type IngestionStage, OpsEvents, Queues } from '@cdi/contracts';
import { type ExamPartEntity, FileStore } from '@cdi/db';
import { partQuestionNumbers, validateExamPart } from '@cdi/exam-core';
import type { Job } from 'bullmq';
import { OpsEmitter } from '../live/ops-emitter';
import type { QueueProcessor } from '../queues/queue-processor';
import { audioDurationSeconds } from './audio-duration';
import { ExamPartsRepository } from './exam-parts.repository';
import { audioProblems, imageProblems, unstorableTextProblems } from './ingestion-checks';

const queue = Queues.ingestExamPart;
const PERCENT: Record<IngestionStage, number> = { received: 5, validating: 25, audio: 55, images: 80, stored: 100 };

/**
 * Turns an upload into a usable part: validates content and solution (every problem with its path),
 * reads the audio's length, checks images, computes the question range and stores the normalised
 * content. Idempotent: a retry repeats the same steps over the same files and overwrites the result.
 * A bad upload ends as a 'failed' part with its problems listed, never as a crashed worker.
 */
@Injectable()
export class IngestExamPartProcessor implements QueueProcessor {
  readonly queueName = queue.name;
  private readonly logger = new Logger('IngestExamPart');

  constructor(
    private readonly parts: ExamPartsRepository,
    private readonly fileStore: FileStore,
    @Inject(OpsEmitter) private readonly ops: OpsEmitter,
  ) {}

  async process(job: Job): Promise<{ status: string }> {
    const { examPartId, tenantId } = queue.jobs.ingest.payload.parse(job.data);
    const part = await this.parts.findOne(tenantId, { id: examPartId });
    if (!part) return { status: 'gone' }; // deleted before it was processed

    let current: IngestionStage = 'received';
    const stage = async (name: IngestionStage, changes: Partial<ExamPartEntity> = {}) => {
      current = name;
      await this.update(tenantId, examPartId, { stage: name, ...changes });
      await job.updateProgress(PERCENT[name]);
      this.ops.emit(OpsEvents.progress, {
        queue: queue.name,
        jobId: job.id ?? '',
        examPartId,
        stage: name,
        percent: PERCENT[name],
      });
    };

    // A step with problems ends ingestion there, so the part's stage names the step that failed and
    // the steps after it are not reported as passed.
    const fail = async (errors: ExamPartProblem[]) => {
      await this.finish(job, tenantId, examPartId, current, {
        processingStatus: 'failed',
        errors,
        examData: null,
        solutionData: null,
      });
      return { status: 'failed' };
    };

    try {
      await stage('received', { processingStatus: 'processing', errors: [] });

      await stage('validating');
      const content = await this.readJson(part.files.json.key);
      const solution = part.files.solution ? await this.readJson(part.files.solution.key) : undefined;
      const unstorable = unstorableTextProblems({ content, solution });
      if (unstorable.length > 0) return await fail(unstorable);
      const validation = validateExamPart(content, solution);
      if (validation.problems.length > 0 || !validation.part) return await fail(validation.problems);

      await stage('audio');
      let duration: number | null = null;
      if (part.files.audio) duration = await audioDurationSeconds(this.fileStore, part.files.audio).catch(() => null);
      const audio = audioProblems(validation.part, part.files, duration);
      if (audio.length > 0) return await fail(audio);

      await stage('images');
      const images = imageProblems(validation.part, part.files);
      if (images.length > 0) return await fail(images);

      const numbers = validation.part.section === 'writing' ? [] : partQuestionNumbers(validation.part);
      await stage('stored', {
        examData: validation.part,
        solutionData: validation.solution ?? null,
        questionCount: numbers.length,
        questionRange: numbers.length ? `${Math.min(...numbers)}-${Math.max(...numbers)}` : null,
        audioDurationSeconds: duration,
      });
      await this.finish(job, tenantId, examPartId, 'stored', { processingStatus: 'completed' });
      return { status: 'completed' };
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.warn(
        `Ingesting ${examPartId} failed${lastAttempt ? '' : ', will retry'}: ${error instanceof Error ? error.message : error}`,
      );
      if (lastAttempt) {
        const message = `Ingestion could not finish: ${error instanceof Error ? error.message : String(error)}`;
        await this.finish(job, tenantId, examPartId, current, {
          processingStatus: 'failed',
          errors: [{ file: 'upload', path: '', message }],
        });
      }
      throw error;
    }
  }

  private async readJson(key: string): Promise<unknown> {
    return JSON.parse((await this.fileStore.read(key)).toString('utf8').replace(/^\uFEFF/, ''));
  }

  private async update(tenantId: string, id: string, changes: Partial<ExamPartEntity>): Promise<void> {
    await this.parts.updateWhere(tenantId, { id }, changes);
  }

  /** Ends ingestion at `stage`: for a failure, the step that failed, which the failed event carries. */
  private async finish(
    job: Job,
    tenantId: string,
    examPartId: string,
    stage: IngestionStage,
    changes: Partial<ExamPartEntity>,
  ): Promise<void> {
    await this.update(tenantId, examPartId, { ...changes, processedAt: new Date() });
    const base = { queue: queue.name, jobId: job.id ?? '', examPartId, status: changes.processingStatus! };
    if (changes.processingStatus === 'failed') this.ops.emit(OpsEvents.failed, { ...base, stage, errors: changes.errors ?? [] });
    else this.ops.emit(OpsEvents.done, base);
  }
}
