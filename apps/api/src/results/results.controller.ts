import { Controller, Res } from '@nestjs/common';
import { type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, ResultRoutes } from '@cdi/contracts';
import { Clock } from '@cdi/db';
import type { Response } from 'express';
import { SettingsService } from '../admin-console/settings.service';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { attachmentDisposition } from '../common/attachment-disposition';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { resultsFile } from './results-export';
import { ResultsService } from './results.service';

type Routes = typeof ResultRoutes;

/** A candidate's own results. */
@Controller()
export class CandidateResultsController {
  constructor(private readonly results: ResultsService) {}

  @Endpoint(ResultRoutes.mine)
  async mine(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['mine']>> {
    return { success: true, sittings: await this.results.mine(tenantOf(actor), actor.userId) };
  }
}

/** A centre's results: sittings, assignments, release, re-marking, band tables and the group export. */
@Controller()
export class ResultsController {
  constructor(
    private readonly results: ResultsService,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  @Endpoint(ResultRoutes.attempt)
  async attempt(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.attempt) { attemptId }: ParamsOf<Routes['attempt']>,
  ): Promise<ResponseOf<Routes['attempt']>> {
    return { success: true, result: await this.results.attemptResult(tenantOf(actor), attemptId) };
  }

  @Endpoint(ResultRoutes.releaseAttempt)
  async releaseAttempt(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.releaseAttempt) { attemptId }: ParamsOf<Routes['releaseAttempt']>,
  ): Promise<ResponseOf<Routes['releaseAttempt']>> {
    return { success: true, released: await this.results.releaseAttempt(actor, tenantOf(actor), attemptId) };
  }

  @Endpoint(ResultRoutes.recordSpeaking)
  async recordSpeaking(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.recordSpeaking) { attemptId }: ParamsOf<Routes['recordSpeaking']>,
    @RouteBody(ResultRoutes.recordSpeaking) { band }: BodyOf<Routes['recordSpeaking']>,
  ): Promise<ResponseOf<Routes['recordSpeaking']>> {
    return { success: true, result: await this.results.recordSpeaking(actor, tenantOf(actor), attemptId, band) };
  }

  @Endpoint(ResultRoutes.assignment)
  async assignment(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.assignment) { assignmentId }: ParamsOf<Routes['assignment']>,
  ): Promise<ResponseOf<Routes['assignment']>> {
    return { success: true, results: await this.results.assignmentResults(tenantOf(actor), assignmentId) };
  }

  @Endpoint(ResultRoutes.releaseAssignment)
  async releaseAssignment(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.releaseAssignment) { assignmentId }: ParamsOf<Routes['releaseAssignment']>,
  ): Promise<ResponseOf<Routes['releaseAssignment']>> {
    return { success: true, released: await this.results.releaseAssignment(actor, tenantOf(actor), assignmentId) };
  }

  @Endpoint(ResultRoutes.remarkAssignment)
  async remark(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.remarkAssignment) { assignmentId }: ParamsOf<Routes['remarkAssignment']>,
  ): Promise<ResponseOf<Routes['remarkAssignment']>> {
    return { success: true, queued: await this.results.remarkAssignment(actor, tenantOf(actor), assignmentId) };
  }

  @Endpoint(ResultRoutes.exportAssignment)
  async export(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.exportAssignment) { assignmentId }: ParamsOf<Routes['exportAssignment']>,
    @RouteQuery(ResultRoutes.exportAssignment) { format }: QueryOf<Routes['exportAssignment']>,
    @Res() response: Response,
  ): Promise<void> {
    const tenantId = tenantOf(actor);
    const { title, rows } = await this.results.exportRows(tenantId, assignmentId);
    const { time_zone: timeZone } = await this.settings.get(tenantId);
    const file = await resultsFile(format, title, rows, this.clock.date(), timeZone);
    response.status(200);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
    response.end(file.body);
  }

  @Endpoint(ResultRoutes.bandTables)
  async bandTables(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.bandTables) { testId }: ParamsOf<Routes['bandTables']>,
  ): Promise<ResponseOf<Routes['bandTables']>> {
    return { success: true, ...(await this.results.bandTables(tenantOf(actor), testId)) };
  }

  @Endpoint(ResultRoutes.saveBandTables)
  async saveBandTables(
    @CurrentActor() actor: Actor,
    @RouteParams(ResultRoutes.saveBandTables) { testId }: ParamsOf<Routes['saveBandTables']>,
    @RouteBody(ResultRoutes.saveBandTables) body: BodyOf<Routes['saveBandTables']>,
  ): Promise<ResponseOf<Routes['saveBandTables']>> {
    return { success: true, ...(await this.results.saveBandTables(actor, tenantOf(actor), testId, body)) };
  }
}
