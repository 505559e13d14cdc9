import { Controller, Res } from '@nestjs/common';
import { type BodyOf, ExamPartRoutes, type ParamsOf, type QueryOf, type ResponseOf } from '@cdi/contracts';
import type { Response } from 'express';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { toExamPartDetail, toExamPartSummary } from './exam-part.mapper';
import { ExamPartsService, type PartScope } from './exam-parts.service';
import { sendPartFile } from './send-part-file';

type Routes = typeof ExamPartRoutes;

const ALL: PartScope = { kind: 'all' };

/** The developer's view of exam parts: every tenant's, with files, content, solutions (and their correction) and delete. */
@Controller()
export class DeveloperExamsController {
  constructor(private readonly exams: ExamPartsService) {}

  @Endpoint(ExamPartRoutes.developerAdmins)
  async admins(): Promise<ResponseOf<Routes['developerAdmins']>> {
    return { success: true, admins: await this.exams.admins() };
  }

  /** Filtered by section and by tenant, or by an admin (meaning that admin's tenant). */
  @Endpoint(ExamPartRoutes.developerList)
  async list(
    @RouteQuery(ExamPartRoutes.developerList) query: QueryOf<Routes['developerList']>,
  ): Promise<ResponseOf<Routes['developerList']>> {
    const rows = await this.exams.listForDeveloper({
      section: query.section,
      tenantId: query.tenant_id,
      adminId: query.admin_id,
    });
    return { success: true, exams: rows.map(toExamPartSummary) };
  }

  @Endpoint(ExamPartRoutes.developerOne)
  async one(
    @RouteParams(ExamPartRoutes.developerOne) { id }: ParamsOf<Routes['developerOne']>,
  ): Promise<ResponseOf<Routes['developerOne']>> {
    return { success: true, exam: toExamPartDetail(await this.exams.get(ALL, id)) };
  }

  @Endpoint(ExamPartRoutes.developerAudio)
  async audio(
    @RouteParams(ExamPartRoutes.developerAudio) { id }: ParamsOf<Routes['developerAudio']>,
    @Res() response: Response,
  ): Promise<void> {
    await sendPartFile(response, await this.exams.audio(ALL, id));
  }

  @Endpoint(ExamPartRoutes.developerImage)
  async image(
    @RouteParams(ExamPartRoutes.developerImage) { id, index }: ParamsOf<Routes['developerImage']>,
    @Res() response: Response,
  ): Promise<void> {
    await sendPartFile(response, await this.exams.image(ALL, id, index));
  }

  @Endpoint(ExamPartRoutes.developerListeningData)
  async listeningData(
    @RouteParams(ExamPartRoutes.developerListeningData) { id }: ParamsOf<Routes['developerListeningData']>,
  ): Promise<ResponseOf<Routes['developerListeningData']>> {
    const { part } = await this.exams.get(ALL, id);
    return { success: true, listeningData: part.section === 'listening' ? part.examData : null };
  }

  @Endpoint(ExamPartRoutes.developerSolutionData)
  async solutionData(
    @RouteParams(ExamPartRoutes.developerSolutionData) { id }: ParamsOf<Routes['developerSolutionData']>,
  ): Promise<ResponseOf<Routes['developerSolutionData']>> {
    const { part } = await this.exams.get(ALL, id);
    return { success: true, solutionData: part.solutionData ?? null };
  }

  /** Corrects a listening or reading part's key; re-marking stays the centres' decision. */
  @Endpoint(ExamPartRoutes.developerCorrectSolution)
  async correctSolution(
    @CurrentActor() actor: Actor,
    @RouteParams(ExamPartRoutes.developerCorrectSolution) { id }: ParamsOf<Routes['developerCorrectSolution']>,
    @RouteBody(ExamPartRoutes.developerCorrectSolution) body: BodyOf<Routes['developerCorrectSolution']>,
  ): Promise<ResponseOf<Routes['developerCorrectSolution']>> {
    const { row, testsUsing, sittingsMarked } = await this.exams.correctSolution(actor, id, body);
    return { success: true, exam: toExamPartDetail(row), tests_using: testsUsing, sittings_marked: sittingsMarked };
  }

  @Endpoint(ExamPartRoutes.developerParsedJson)
  async parsedJson(
    @RouteParams(ExamPartRoutes.developerParsedJson) { id }: ParamsOf<Routes['developerParsedJson']>,
  ): Promise<ResponseOf<Routes['developerParsedJson']>> {
    return { success: true, parsedJson: await this.exams.uploadedJson(ALL, id) };
  }

  @Endpoint(ExamPartRoutes.developerRemove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(ExamPartRoutes.developerRemove) { id }: ParamsOf<Routes['developerRemove']>,
  ): Promise<ResponseOf<Routes['developerRemove']>> {
    await this.exams.remove(actor, id);
    return { success: true };
  }
}
