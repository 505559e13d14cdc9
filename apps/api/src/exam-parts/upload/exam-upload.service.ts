import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { defaultExamTitle, Queues, type UploadExamFields, UploadTexts } from '@cdi/contracts';
import { type ExamPartFiles, examPartFolder, FileStore, type StoredFile } from '@cdi/db';
import type { Queue } from 'bullmq';
import { AuditRepository } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import { ApiError } from '../../common/api-error';
import { INGEST_QUEUE } from '../../infrastructure/infrastructure.module';
import { TenantsRepository } from '../../tenants/tenants.repository';
import { ExamPartsRepository, type ExamPartRow } from '../exam-parts.repository';
import { type CheckedFile, checkUpload, type UploadedFiles } from './upload-checks';
import { sniffFileType } from './sniff-file-type';

const ingest = Queues.ingestExamPart;

/** A stored file's key: the part's folder, the role and a safe extension; never the client's name. */
function keyFor(folder: string, role: string, file: CheckedFile): string {
  const extension = path
    .extname(file.file.originalname)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')
    .slice(0, 6);
  return `${folder}/${role}${extension}`;
}

/**
 * Accepts an upload: checks it, keeps its files, records the part as pending and queues its
 * ingestion. The worker does the rest and reports progress over /ops.
 */
@Injectable()
export class ExamUploadService {
  constructor(
    private readonly parts: ExamPartsRepository,
    private readonly tenants: TenantsRepository,
    private readonly fileStore: FileStore,
    private readonly audit: AuditRepository,
    @Inject(INGEST_QUEUE) private readonly queue: Queue,
  ) {}

  async upload(actor: Actor, fields: UploadExamFields, files: UploadedFiles): Promise<ExamPartRow> {
    if (!(await this.tenants.findById(fields.tenantId))) throw new ApiError(404, UploadTexts.tenantNotFound, 'tenantId');
    const checked = await checkUpload(fields.section, files, sniffFileType);

    const id = randomUUID();
    const folder = examPartFolder(fields.tenantId, id);
    const store = async (role: string, file: CheckedFile): Promise<StoredFile> => {
      const key = keyFor(folder, role, file);
      await this.fileStore.put(key, file.file.buffer);
      return { key, name: file.file.originalname, size: file.file.size, mime: file.mime };
    };

    try {
      const stored: ExamPartFiles = {
        json: await store('content', checked.json),
        solution: checked.solution && (await store('solution', checked.solution)),
        audio: checked.audio && (await store('audio', checked.audio)),
        images: await Promise.all(checked.images.map((image, i) => store(`image-${i + 1}`, image))),
      };
      await this.parts.insert({
        id,
        tenantId: fields.tenantId,
        uploadedBy: actor.userId,
        section: fields.section,
        part: fields.part,
        title: fields.examTitle || defaultExamTitle(fields.section, fields.testGroup, fields.part),
        testGroup: fields.testGroup,
        shuffleGroup: fields.shuffleGroup ?? null,
        processingStatus: 'pending',
        stage: 'received',
        errors: [],
        files: stored,
      });
      await this.queue.add(
        ingest.jobs.ingest.name,
        ingest.jobs.ingest.payload.parse({ examPartId: id, tenantId: fields.tenantId }),
        {
          jobId: `ingest-${id}`,
          attempts: ingest.jobs.ingest.attempts,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: { age: 24 * 3600, count: 1000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      );
    } catch (error) {
      // Nothing half-made stays behind: no orphan files, no part that will never be processed.
      await this.parts.deleteById(id).catch(() => undefined);
      await this.fileStore.remove(folder).catch(() => undefined);
      throw error;
    }

    await this.audit.record(actor, {
      action: 'exam-part.upload',
      targetType: 'exam-part',
      targetId: id,
      tenantId: fields.tenantId,
      details: { section: fields.section, part: fields.part, testGroup: fields.testGroup },
    });
    return (await this.parts.findAcrossTenants(id))!;
  }
}
