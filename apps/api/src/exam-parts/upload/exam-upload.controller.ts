import { Body, Controller, HttpCode, Post, UploadedFiles as Files, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  ExamPartPaths,
  type UploadExamFields,
  UploadExamFieldsSchema,
  type UploadExamResponse,
  UploadLimits,
} from '@cdi/contracts';
import type { Actor } from '../../auth/actor';
import { CurrentActor, Roles } from '../../auth/auth.decorators';
import { validBody } from '../../common/zod-validation.pipe';
import { toExamPartSummary } from '../exam-part.mapper';
import { ExamUploadService } from './exam-upload.service';
import type { UploadedFiles } from './upload-checks';
import { UploadRateLimitGuard } from './upload-rate-limit.guard';

const largestFile = Math.max(...Object.values(UploadLimits).map((l) => l.maxBytes));

@Controller()
@Roles('developer')
export class ExamUploadController {
  constructor(private readonly uploads: ExamUploadService) {}

  /** 202: the part is stored and queued; ingestion progress follows on the /ops socket. */
  @Post(ExamPartPaths.upload)
  @HttpCode(202)
  @UseGuards(UploadRateLimitGuard)
  @UseInterceptors(
    FileFieldsInterceptor(
      [
        { name: 'jsonFile', maxCount: 1 },
        { name: 'solutionFile', maxCount: 1 },
        { name: 'audioFile', maxCount: 1 },
        { name: 'images', maxCount: UploadLimits.images.maxCount },
      ],
      // Files stay in memory. Per-file limits are checked (and named) after parsing; this stops anything larger mid-stream.
      { limits: { fileSize: largestFile, fields: 20, files: UploadLimits.images.maxCount + 3 } },
    ),
  )
  async upload(
    @CurrentActor() actor: Actor,
    @Body(validBody(UploadExamFieldsSchema)) fields: UploadExamFields,
    @Files() files: UploadedFiles | undefined,
  ): Promise<UploadExamResponse> {
    return { success: true, exam: toExamPartSummary(await this.uploads.upload(actor, fields, files ?? {})) };
  }
}
