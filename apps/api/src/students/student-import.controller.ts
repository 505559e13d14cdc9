import { Body, Controller, Get, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import {
  ImportJobParamsSchema,
  type ImportPreviewResponse,
  type ImportResultResponse,
  type ImportStartResponse,
  type StudentImportRequest,
  StudentImportRequestSchema,
  StudentPaths,
} from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { ReceiveCsvInterceptor } from './receive-csv.interceptor';
import { StudentImportService } from './student-import.service';

/** Bulk enrolment from a CSV or Excel file: preview, one import job, and the credentials sheet. */
@Controller()
@Roles('admin')
export class StudentImportController {
  constructor(private readonly imports: StudentImportService) {}

  @Post(StudentPaths.importPreview)
  @HttpCode(200)
  @UseInterceptors(ReceiveCsvInterceptor)
  async preview(
    @CurrentActor() actor: Actor,
    @Body(validBody(StudentImportRequestSchema)) body: StudentImportRequest,
  ): Promise<ImportPreviewResponse> {
    return { success: true, ...(await this.imports.preview(actor, body.csv, body.create_groups)) };
  }

  @Post(StudentPaths.importStart)
  @HttpCode(202)
  @UseInterceptors(ReceiveCsvInterceptor)
  async start(
    @CurrentActor() actor: Actor,
    @Body(validBody(StudentImportRequestSchema)) body: StudentImportRequest,
  ): Promise<ImportStartResponse> {
    return { success: true, ...(await this.imports.start(actor, body.csv, body.create_groups, body.skip_invalid)) };
  }

  @Get(StudentPaths.importResult)
  async result(
    @CurrentActor() actor: Actor,
    @Param(validPath(ImportJobParamsSchema)) { jobId }: { jobId: string },
  ): Promise<ImportResultResponse> {
    return { success: true, ...(await this.imports.result(actor, jobId)) };
  }
}
