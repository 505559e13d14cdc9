import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  type AdminTestsAsExamsResponse,
  type AdminTestsQuery,
  AdminTestsQuerySchema,
  type AdminTestsResponse,
  ExamPartListQuerySchema,
  type ExamPartListResponse,
  ExamPartPaths,
  type ExamPartResponse,
  TestsPaths,
} from '@cdi/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { toExamPartDetail, toExamPartSummary } from './exam-part.mapper';
import { ExamPartsService, type PartScope } from './exam-parts.service';
import { PartIdParamsSchema, PartImageParamsSchema } from './part-params';
import { sendPartFile } from './send-part-file';
import { summariseTestGroups } from './test-groups';

const own = (actor: Actor): PartScope => ({ kind: 'tenant', tenantId: tenantOf(actor) });

/**
 * An admin's read-only view of their own tenant's exam parts and tests. The spec names each call
 * under two paths (/admin/... and /tests/admin/...); both reach the same handler.
 */
@Controller()
@Roles('admin')
export class AdminExamsController {
  constructor(private readonly exams: ExamPartsService) {}

  @Get([ExamPartPaths.adminList, TestsPaths.adminExams])
  async list(
    @CurrentActor() actor: Actor,
    @Query(validBody(ExamPartListQuerySchema)) query: z.infer<typeof ExamPartListQuerySchema>,
  ): Promise<ExamPartListResponse> {
    return { success: true, exams: (await this.exams.list(own(actor), { section: query.section })).map(toExamPartSummary) };
  }

  /** The tenant's tests (completed parts by test group), optionally of one type; spec 1 names the list `tests`. */
  @Get(TestsPaths.adminTests)
  async tests(
    @CurrentActor() actor: Actor,
    @Query(validBody(AdminTestsQuerySchema)) query: AdminTestsQuery,
  ): Promise<AdminTestsResponse> {
    return { success: true, tests: await this.testsOfType(actor, query) };
  }

  /** The same list under spec 3's name for it: `exams`. */
  @Get(ExamPartPaths.adminTests)
  async testsAsExams(
    @CurrentActor() actor: Actor,
    @Query(validBody(AdminTestsQuerySchema)) query: AdminTestsQuery,
  ): Promise<AdminTestsAsExamsResponse> {
    return { success: true, exams: await this.testsOfType(actor, query) };
  }

  /** Tests ready to assign: those with every part of every section. */
  @Get(ExamPartPaths.adminAvailableTests)
  async availableTests(@CurrentActor() actor: Actor): Promise<AdminTestsResponse> {
    return { success: true, tests: (await this.testGroups(actor)).filter((t) => t.complete) };
  }

  private async testsOfType(actor: Actor, { test_type }: AdminTestsQuery) {
    const tests = await this.testGroups(actor);
    return test_type ? tests.filter((test) => test.test_type === test_type) : tests;
  }

  private async testGroups(actor: Actor) {
    const rows = await this.exams.list(own(actor), { completedOnly: true });
    return summariseTestGroups(rows.map((r) => r.part));
  }

  @Get([ExamPartPaths.adminOne, TestsPaths.adminExam])
  async one(
    @CurrentActor() actor: Actor,
    @Param(validPath(PartIdParamsSchema)) { id }: { id: string },
  ): Promise<ExamPartResponse> {
    return { success: true, exam: toExamPartDetail(await this.exams.get(own(actor), id)) };
  }

  @Get(ExamPartPaths.adminAudio)
  async audio(
    @CurrentActor() actor: Actor,
    @Param(validPath(PartIdParamsSchema)) { id }: { id: string },
    @Res() response: Response,
  ) {
    await sendPartFile(response, await this.exams.audio(own(actor), id));
  }

  @Get(ExamPartPaths.adminImage)
  async image(
    @CurrentActor() actor: Actor,
    @Param(validPath(PartImageParamsSchema)) { id, index }: { id: string; index: number },
    @Res() response: Response,
  ) {
    await sendPartFile(response, await this.exams.image(own(actor), id, index));
  }
}
