import { Controller, Res, UseGuards } from '@nestjs/common';
import {
  type BodyOf,
  type CandidateExamResponse,
  type ParamsOf,
  pathTo,
  API_BASE,
  PracticeTexts,
  type QueryOf,
  type ResponseOf,
  TestsPaths,
  TestsRoutes,
} from '@cdi/contracts';
import { candidateView } from '@cdi/exam-core';
import type { Response } from 'express';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { ApiError } from '../common/api-error';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { toExamPartSummary } from '../exam-parts/exam-part.mapper';
import type { ExamPartRow } from '../exam-parts/exam-parts.repository';
import { ExamPartsService, type PartScope } from '../exam-parts/exam-parts.service';
import { sendPartFile } from '../exam-parts/send-part-file';
import { summariseTestGroups } from '../exam-parts/test-groups';
import { PracticeMarkRateLimitGuard } from './practice-mark-rate-limit.guard';
import { PracticeTestsService } from './practice-tests.service';

type Routes = typeof TestsRoutes;

const own = (actor: Actor): PartScope => ({ kind: 'tenant', tenantId: tenantOf(actor) });

function candidateExam({ part }: ExamPartRow): CandidateExamResponse['exam'] {
  return {
    id: part.id,
    section: part.section,
    part: part.part,
    title: part.title,
    test_group: part.testGroup,
    question_range: part.questionRange,
    audio_url: part.files.audio ? `${API_BASE}${pathTo(TestsPaths.examAudio, { id: part.id })}` : null,
    audio_duration_seconds: part.audioDurationSeconds,
    content: part.examData && candidateView(part.examData),
  };
}

/**
 * The spec's /tests family (its admin listings share AdminExamsController's handlers). Routes with
 * fixed segments come before /tests/:id, which is the public practice test. Exam content for candidates arrives with their assigned attempt; until then only
 * staff read parts here, and never with their solutions.
 */
@Controller()
export class TestsController {
  constructor(
    private readonly exams: ExamPartsService,
    private readonly practice: PracticeTestsService,
  ) {}

  @Endpoint(TestsRoutes.adminTest)
  async adminTest(
    @CurrentActor() actor: Actor,
    @RouteParams(TestsRoutes.adminTest) { id }: ParamsOf<Routes['adminTest']>,
  ): Promise<ResponseOf<Routes['adminTest']>> {
    const rows = await this.exams.list(own(actor), { completedOnly: true });
    const test = summariseTestGroups(rows.map((r) => r.part)).find((t) => t.id === id.toLowerCase());
    if (!test) throw ApiError.notFound();
    const parts = rows.filter((r) => r.part.testGroup.toLowerCase() === test.id).map(toExamPartSummary);
    return { success: true, test: { ...test, parts } };
  }

  @Endpoint(TestsRoutes.random)
  async random(
    @CurrentActor() actor: Actor,
    @RouteQuery(TestsRoutes.random) { section }: QueryOf<Routes['random']>,
  ): Promise<ResponseOf<Routes['random']>> {
    const rows = await this.exams.list(own(actor), { section, completedOnly: true });
    const pick = rows[Math.floor(Math.random() * rows.length)];
    if (!pick) throw ApiError.notFound(`No ${section} parts are ready yet`);
    return { success: true, exam: candidateExam(pick) };
  }

  @Endpoint(TestsRoutes.exam)
  async exam(
    @CurrentActor() actor: Actor,
    @RouteParams(TestsRoutes.exam) { id }: ParamsOf<Routes['exam']>,
  ): Promise<ResponseOf<Routes['exam']>> {
    const row = await this.exams.get(own(actor), id);
    if (row.part.processingStatus !== 'completed') throw ApiError.notFound();
    return { success: true, exam: candidateExam(row) };
  }

  @Endpoint(TestsRoutes.examAudio)
  async examAudio(
    @CurrentActor() actor: Actor,
    @RouteParams(TestsRoutes.examAudio) { id }: ParamsOf<Routes['examAudio']>,
    @Res() response: Response,
  ): Promise<void> {
    await sendPartFile(response, await this.exams.audio(own(actor), id));
  }

  @Endpoint(TestsRoutes.practiceList)
  practiceList(): ResponseOf<Routes['practiceList']> {
    return { success: true, tests: this.practice.list() };
  }

  @Endpoint(TestsRoutes.practiceOne)
  practiceOne(@RouteParams(TestsRoutes.practiceOne) { id }: ParamsOf<Routes['practiceOne']>): ResponseOf<Routes['practiceOne']> {
    const test = this.practice.find(id);
    if (!test) throw ApiError.notFound(PracticeTexts.failedToFetchTest);
    return { success: true, test: { ...test.summary, parts: test.parts } };
  }

  /** Marks a practice run: the only answer that carries the correct answers, and only after the candidate finishes. */
  @Endpoint(TestsRoutes.practiceMark)
  @UseGuards(PracticeMarkRateLimitGuard)
  practiceMark(
    @RouteParams(TestsRoutes.practiceMark) { id }: ParamsOf<Routes['practiceMark']>,
    @RouteBody(TestsRoutes.practiceMark) { answers }: BodyOf<Routes['practiceMark']>,
  ): ResponseOf<Routes['practiceMark']> {
    const result = this.practice.mark(id, answers);
    if (!result) throw ApiError.notFound(PracticeTexts.failedToFetchTest);
    return { success: true, result };
  }
}
