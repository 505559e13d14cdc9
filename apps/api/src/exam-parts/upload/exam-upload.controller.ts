import { Body, Controller, HttpCode, Post, UploadedFiles as Files, UseGuards, UseInterceptors } from '@nestjs/common';
import { ExamPartPaths, type UploadExamFields, UploadExamFieldsSchema, type UploadExamResponse } from '@cdi/contracts';
import type { Actor } from '../../auth/actor';
import { CurrentActor, Roles } from '../../auth/auth.decorators';
import { validBody } from '../../common/zod-validation.pipe';
import { toExamPartSummary } from '../exam-part.mapper';
import { ExamUploadService } from './exam-upload.service';
import { ReceiveUploadInterceptor } from './receive-upload.interceptor';
import type { UploadedFiles } from './upload-checks';
import { UploadRateLimitGuard } from './upload-rate-limit.guard';

@Controller()
@Roles('developer')
export class ExamUploadController {
  constructor(private readonly uploads: ExamUploadService) {}

  /** 202: the part is stored and queued; ingestion progress follows on the /ops socket. */
  @Post(ExamPartPaths.upload)
  @HttpCode(202)
  @UseGuards(UploadRateLimitGuard)
  // Each file is held to its own limit while it streams in (not after the whole request is buffered).
  @UseInterceptors(ReceiveUploadInterceptor)
  async upload(
    @CurrentActor() actor: Actor,
    @Body(validBody(UploadExamFieldsSchema)) fields: UploadExamFields,
    @Files() files: UploadedFiles | undefined,
  ): Promise<UploadExamResponse> {
    return { success: true, exam: toExamPartSummary(await this.uploads.upload(actor, fields, files ?? {})) };
  }
}
