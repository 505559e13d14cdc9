import { Controller, Res } from '@nestjs/common';
import { type AdminTestsQuery, ExamPartRoutes, type ParamsOf, type QueryOf, type ResponseOf } from '@cdi/contracts';
import type { Response } from 'express';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteParams, RouteQuery } from '../common/endpoint';
import { toExamPartDetail, toExamPartSummary } from './exam-part.mapper';
import { ExamPartsService, type PartScope } from './exam-parts.service';
import { sendPartFile } from './send-part-file';
import { summariseTestGroups } from './test-groups';

type Routes = typeof ExamPartRoutes;

const own = (actor: Actor): PartScope => ({ kind: 'tenant', tenantId: tenantOf(actor) });

/**
 * An admin's read-only view of their own tenant's exam parts and tests. The spec names the list and
 * the part under two paths each (/admin/... and /tests/admin/...); both answer the same.
 */
@Controller()
export class AdminExamsController {
  constructor(private readonly exams: ExamPartsService) {}

  @Endpoint(ExamPartRoutes.adminList)
  list(
    @CurrentActor() actor: Actor,
    @RouteQuery(ExamPartRoutes.adminList) query: QueryOf<Routes['adminList']>,
  ): Promise<ResponseOf<Routes['adminList']>> {
    return this.parts(actor, query);
  }

  @Endpoint(ExamPartRoutes.testsAdminExams)
  listUnderTests(
    @CurrentActor() actor: Actor,
    @RouteQuery(ExamPartRoutes.testsAdminExams) query: QueryOf<Routes['testsAdminExams']>,
  ): Promise<ResponseOf<Routes['testsAdminExams']>> {
    return this.parts(actor, query);
  }

  private async parts(actor: Actor, { section }: QueryOf<Routes['adminList']>): Promise<ResponseOf<Routes['adminList']>> {
    return { success: true, exams: (await this.exams.list(own(actor), { section })).map(toExamPartSummary) };
  }

  /** The tenant's tests (completed parts by test group), optionally of one type, as `tests`. */
  @Endpoint(ExamPartRoutes.testsAdminTests)
  async tests(
    @CurrentActor() actor: Actor,
    @RouteQuery(ExamPartRoutes.testsAdminTests) query: QueryOf<Routes['testsAdminTests']>,
  ): Promise<ResponseOf<Routes['testsAdminTests']>> {
    return { success: true, tests: await this.testsOfType(actor, query) };
  }

  /** The same list under the other name for it: `exams`. */
  @Endpoint(ExamPartRoutes.adminTests)
  async testsAsExams(
    @CurrentActor() actor: Actor,
    @RouteQuery(ExamPartRoutes.adminTests) query: QueryOf<Routes['adminTests']>,
  ): Promise<ResponseOf<Routes['adminTests']>> {
    return { success: true, exams: await this.testsOfType(actor, query) };
  }

  /** Tests ready to assign: those with every part of every section. */
  @Endpoint(ExamPartRoutes.adminAvailableTests)
  async availableTests(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['adminAvailableTests']>> {
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

  @Endpoint(ExamPartRoutes.adminOne)
  one(
    @CurrentActor() actor: Actor,
    @RouteParams(ExamPartRoutes.adminOne) { id }: ParamsOf<Routes['adminOne']>,
  ): Promise<ResponseOf<Routes['adminOne']>> {
    return this.part(actor, id);
  }

  @Endpoint(ExamPartRoutes.testsAdminExam)
  oneUnderTests(
    @CurrentActor() actor: Actor,
    @RouteParams(ExamPartRoutes.testsAdminExam) { id }: ParamsOf<Routes['testsAdminExam']>,
  ): Promise<ResponseOf<Routes['testsAdminExam']>> {
    return this.part(actor, id);
  }

  private async part(actor: Actor, id: string): Promise<ResponseOf<Routes['adminOne']>> {
    return { success: true, exam: toExamPartDetail(await this.exams.get(own(actor), id)) };
  }

  @Endpoint(ExamPartRoutes.adminAudio)
  async audio(
    @CurrentActor() actor: Actor,
    @RouteParams(ExamPartRoutes.adminAudio) { id }: ParamsOf<Routes['adminAudio']>,
    @Res() response: Response,
  ): Promise<void> {
    await sendPartFile(response, await this.exams.audio(own(actor), id));
  }

  @Endpoint(ExamPartRoutes.adminImage)
  async image(
    @CurrentActor() actor: Actor,
    @RouteParams(ExamPartRoutes.adminImage) { id, index }: ParamsOf<Routes['adminImage']>,
    @Res() response: Response,
  ): Promise<void> {
    await sendPartFile(response, await this.exams.image(own(actor), id, index));
  }
}
