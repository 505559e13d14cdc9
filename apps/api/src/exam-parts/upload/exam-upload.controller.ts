import { Body, Controller, UploadedFiles as Files, UseGuards, UseInterceptors } from '@nestjs/common';
import { ExamPartRoutes, type ResponseOf, type UploadExamFields, UploadExamFieldsSchema } from '@cdi/contracts';
import type { Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth.decorators';
import { Endpoint } from '../../common/endpoint';
import { validBody } from '../../common/zod-validation.pipe';
import { toExamPartSummary } from '../exam-part.mapper';
import { ExamUploadService } from './exam-upload.service';
import { ReceiveUploadInterceptor } from './receive-upload.interceptor';
import type { UploadedFiles } from './upload-checks';
import { UploadRateLimitGuard } from './upload-rate-limit.guard';

type Routes = typeof ExamPartRoutes;

@Controller()
export class ExamUploadController {
  constructor(private readonly uploads: ExamUploadService) {}

  /** 202: the part is stored and queued; ingestion progress follows on the /ops socket. */
  @Endpoint(ExamPartRoutes.upload)
  @UseGuards(UploadRateLimitGuard)
  // Each file is held to its own limit while it streams in (not after the whole request is buffered).
  @UseInterceptors(ReceiveUploadInterceptor)
  async upload(
    @CurrentActor() actor: Actor,
    // The contract's form is these text fields and the files; the files arrive beside the body, checked as they stream in.
    @Body(validBody(UploadExamFieldsSchema)) fields: UploadExamFields,
    @Files() files: UploadedFiles | undefined,
  ): Promise<ResponseOf<Routes['upload']>> {
    return { success: true, exam: toExamPartSummary(await this.uploads.upload(actor, fields, files ?? {})) };
  }
}
