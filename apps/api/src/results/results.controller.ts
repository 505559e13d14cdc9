import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  type AssignmentResultsResponse,
  type AttemptResultResponse,
  AttemptIdParamSchema,
  type BandTables,
  type BandTablesResponse,
  BandTablesSchema,
  type CandidateResultsResponse,
  type RecordSpeakingRequest,
  RecordSpeakingRequestSchema,
  type ReleaseResponse,
  type RemarkResponse,
  ResultPaths,
  ResultsAssignmentParamSchema,
  ResultsExportQuerySchema,
  type ResultsExportFormat,
  ResultsTestParamSchema,
} from '@cdi/contracts';
import { Clock } from '@cdi/db';
import type { Response } from 'express';
import { SettingsService } from '../admin-console/settings.service';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { attachmentDisposition } from '../common/attachment-disposition';
import { resultsFile } from './results-export';
import { ResultsService } from './results.service';

/** A candidate's own results. */
@Controller()
@Roles('test_taker')
export class CandidateResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get(ResultPaths.mine)
  async mine(@CurrentActor() actor: Actor): Promise<CandidateResultsResponse> {
    return { success: true, sittings: await this.results.mine(tenantOf(actor), actor.userId) };
  }
}

/** A centre's results: sittings, assignments, release, re-marking, band tables and the group export. */
@Controller()
@Roles('admin')
export class ResultsController {
  constructor(
    private readonly results: ResultsService,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  @Get(ResultPaths.attempt)
  async attempt(
    @CurrentActor() actor: Actor,
    @Param(validPath(AttemptIdParamSchema)) { attemptId }: { attemptId: string },
  ): Promise<AttemptResultResponse> {
    return { success: true, result: await this.results.attemptResult(tenantOf(actor), attemptId) };
  }

  @Post(ResultPaths.releaseAttempt)
  @HttpCode(200)
  async releaseAttempt(
    @CurrentActor() actor: Actor,
    @Param(validPath(AttemptIdParamSchema)) { attemptId }: { attemptId: string },
  ): Promise<ReleaseResponse> {
    return { success: true, released: await this.results.releaseAttempt(actor, tenantOf(actor), attemptId) };
  }

  @Put(ResultPaths.speaking)
  async recordSpeaking(
    @CurrentActor() actor: Actor,
    @Param(validPath(AttemptIdParamSchema)) { attemptId }: { attemptId: string },
    @Body(validBody(RecordSpeakingRequestSchema)) { band }: RecordSpeakingRequest,
  ): Promise<AttemptResultResponse> {
    return { success: true, result: await this.results.recordSpeaking(actor, tenantOf(actor), attemptId, band) };
  }

  @Get(ResultPaths.assignment)
  async assignment(
    @CurrentActor() actor: Actor,
    @Param(validPath(ResultsAssignmentParamSchema)) { assignmentId }: { assignmentId: string },
  ): Promise<AssignmentResultsResponse> {
    return { success: true, results: await this.results.assignmentResults(tenantOf(actor), assignmentId) };
  }

  @Post(ResultPaths.releaseAssignment)
  @HttpCode(200)
  async releaseAssignment(
    @CurrentActor() actor: Actor,
    @Param(validPath(ResultsAssignmentParamSchema)) { assignmentId }: { assignmentId: string },
  ): Promise<ReleaseResponse> {
    return { success: true, released: await this.results.releaseAssignment(actor, tenantOf(actor), assignmentId) };
  }

  @Post(ResultPaths.remarkAssignment)
  @HttpCode(200)
  async remark(
    @CurrentActor() actor: Actor,
    @Param(validPath(ResultsAssignmentParamSchema)) { assignmentId }: { assignmentId: string },
  ): Promise<RemarkResponse> {
    return { success: true, queued: await this.results.remarkAssignment(actor, tenantOf(actor), assignmentId) };
  }

  @Get(ResultPaths.exportAssignment)
  async export(
    @CurrentActor() actor: Actor,
    @Param(validPath(ResultsAssignmentParamSchema)) { assignmentId }: { assignmentId: string },
    @Query(validBody(ResultsExportQuerySchema)) { format }: { format: ResultsExportFormat },
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

  @Get(ResultPaths.bandTables)
  async bandTables(
    @CurrentActor() actor: Actor,
    @Param(validPath(ResultsTestParamSchema)) { testId }: { testId: string },
  ): Promise<BandTablesResponse> {
    return { success: true, ...(await this.results.bandTables(tenantOf(actor), testId)) };
  }

  @Put(ResultPaths.bandTables)
  async saveBandTables(
    @CurrentActor() actor: Actor,
    @Param(validPath(ResultsTestParamSchema)) { testId }: { testId: string },
    @Body(validBody(BandTablesSchema)) body: BandTables,
  ): Promise<BandTablesResponse> {
    return { success: true, ...(await this.results.saveBandTables(actor, tenantOf(actor), testId, body)) };
  }
}
