import { Controller, UseInterceptors } from '@nestjs/common';
import { type BodyOf, type ParamsOf, type ResponseOf, StudentImportRoutes } from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams } from '../common/endpoint';
import { ReceiveCsvInterceptor } from './receive-csv.interceptor';
import { StudentImportService } from './student-import.service';

type Routes = typeof StudentImportRoutes;

/** Bulk enrolment from a CSV or Excel file: preview, one import job, and the credentials sheet. */
@Controller()
export class StudentImportController {
  constructor(private readonly imports: StudentImportService) {}

  @Endpoint(StudentImportRoutes.preview)
  @UseInterceptors(ReceiveCsvInterceptor)
  async preview(
    @CurrentActor() actor: Actor,
    @RouteBody(StudentImportRoutes.preview) body: BodyOf<Routes['preview']>,
  ): Promise<ResponseOf<Routes['preview']>> {
    return { success: true, ...(await this.imports.preview(actor, body.csv, body.create_groups)) };
  }

  @Endpoint(StudentImportRoutes.start)
  @UseInterceptors(ReceiveCsvInterceptor)
  async start(
    @CurrentActor() actor: Actor,
    @RouteBody(StudentImportRoutes.start) body: BodyOf<Routes['start']>,
  ): Promise<ResponseOf<Routes['start']>> {
    return { success: true, ...(await this.imports.start(actor, body.csv, body.create_groups, body.skip_invalid)) };
  }

  @Endpoint(StudentImportRoutes.result)
  async result(
    @CurrentActor() actor: Actor,
    @RouteParams(StudentImportRoutes.result) { jobId }: ParamsOf<Routes['result']>,
  ): Promise<ResponseOf<Routes['result']>> {
    return { success: true, ...(await this.imports.result(actor, jobId)) };
  }
}
