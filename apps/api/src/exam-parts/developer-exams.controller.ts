import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import {
  type DeveloperAdminsResponse,
  ExamPartListQuerySchema,
  type ExamPartListResponse,
  ExamPartPaths,
  type ExamPartResponse,
  type ListeningDataResponse,
  type Ok,
  type ParsedJsonResponse,
  type SolutionCorrectionBody,
  SolutionCorrectionBodySchema,
  type SolutionCorrectionResponse,
  type SolutionDataResponse,
} from '@cdi/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import type { Actor } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { UsersRepository } from '../users/users.repository';
import { toExamPartDetail, toExamPartSummary } from './exam-part.mapper';
import { ExamPartsService, type PartScope } from './exam-parts.service';
import { PartIdParamsSchema, PartImageParamsSchema } from './part-params';
import { sendPartFile } from './send-part-file';

const ALL: PartScope = { kind: 'all' };

/** The developer's view of exam parts: every tenant's, with files, content, solutions (and their correction) and delete. */
@Controller()
@Roles('developer')
export class DeveloperExamsController {
  constructor(
    private readonly exams: ExamPartsService,
    private readonly users: UsersRepository,
  ) {}

  @Get(ExamPartPaths.developerAdmins)
  async admins(): Promise<DeveloperAdminsResponse> {
    return { success: true, admins: await this.users.listAdminsAcrossTenants() };
  }

  /** Filtered by section and by tenant, or by an admin (meaning that admin's tenant). */
  @Get(ExamPartPaths.developerList)
  async list(
    @Query(validBody(ExamPartListQuerySchema)) query: z.infer<typeof ExamPartListQuerySchema>,
  ): Promise<ExamPartListResponse> {
    let tenantId = query.tenant_id;
    if (query.admin_id) tenantId = (await this.users.findAdminTenant(query.admin_id)) ?? '00000000-0000-0000-0000-000000000000';
    const rows = await this.exams.list(ALL, { section: query.section, tenantId });
    return { success: true, exams: rows.map(toExamPartSummary) };
  }

  @Get(ExamPartPaths.developerOne)
  async one(@Param(validPath(PartIdParamsSchema)) { id }: { id: string }): Promise<ExamPartResponse> {
    return { success: true, exam: toExamPartDetail(await this.exams.get(ALL, id)) };
  }

  @Get(ExamPartPaths.developerAudio)
  async audio(@Param(validPath(PartIdParamsSchema)) { id }: { id: string }, @Res() response: Response): Promise<void> {
    await sendPartFile(response, await this.exams.audio(ALL, id));
  }

  @Get(ExamPartPaths.developerImage)
  async image(@Param(validPath(PartImageParamsSchema)) { id, index }: { id: string; index: number }, @Res() response: Response) {
    await sendPartFile(response, await this.exams.image(ALL, id, index));
  }

  @Get(ExamPartPaths.developerListeningData)
  async listeningData(@Param(validPath(PartIdParamsSchema)) { id }: { id: string }): Promise<ListeningDataResponse> {
    const { part } = await this.exams.get(ALL, id);
    return { success: true, listeningData: part.section === 'listening' ? part.examData : null };
  }

  @Get(ExamPartPaths.developerSolutionData)
  async solutionData(@Param(validPath(PartIdParamsSchema)) { id }: { id: string }): Promise<SolutionDataResponse> {
    const { part } = await this.exams.get(ALL, id);
    return { success: true, solutionData: part.solutionData ?? null };
  }

  /** Corrects a listening or reading part's key; re-marking stays the centres' decision. */
  @Put(ExamPartPaths.developerSolutionData)
  async correctSolution(
    @CurrentActor() actor: Actor,
    @Param(validPath(PartIdParamsSchema)) { id }: { id: string },
    @Body(validBody(SolutionCorrectionBodySchema)) body: SolutionCorrectionBody,
  ): Promise<SolutionCorrectionResponse> {
    const { row, testsUsing, sittingsMarked } = await this.exams.correctSolution(actor, id, body);
    return { success: true, exam: toExamPartDetail(row), tests_using: testsUsing, sittings_marked: sittingsMarked };
  }

  @Get(ExamPartPaths.developerParsedJson)
  async parsedJson(@Param(validPath(PartIdParamsSchema)) { id }: { id: string }): Promise<ParsedJsonResponse> {
    return { success: true, parsedJson: await this.exams.uploadedJson(ALL, id) };
  }

  @Delete(ExamPartPaths.developerOne)
  async remove(@CurrentActor() actor: Actor, @Param(validPath(PartIdParamsSchema)) { id }: { id: string }): Promise<Ok> {
    await this.exams.remove(actor, id);
    return { success: true };
  }
}
