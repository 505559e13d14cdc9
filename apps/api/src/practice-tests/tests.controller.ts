import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  type CandidateExamResponse,
  ExamSectionSchema,
  pathTo,
  API_BASE,
  type PracticeMarkRequest,
  PracticeMarkRequestSchema,
  type PracticeMarkResponse,
  PracticeTestParamsSchema,
  type PracticeTestListResponse,
  type PracticeTestResponse,
  PracticeTexts,
  TestsPaths,
} from '@cdi/contracts';
import { candidateView } from '@cdi/exam-core';
import type { Response } from 'express';
import { z } from 'zod';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Public, Roles } from '../auth/auth.decorators';
import { ApiError } from '../common/api-error';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { toExamPartSummary } from '../exam-parts/exam-part.mapper';
import type { ExamPartRow } from '../exam-parts/exam-parts.repository';
import { ExamPartsService, type PartScope } from '../exam-parts/exam-parts.service';
import { PartIdParamsSchema } from '../exam-parts/part-params';
import { sendPartFile } from '../exam-parts/send-part-file';
import { summariseTestGroups } from '../exam-parts/test-groups';
import { PracticeMarkRateLimitGuard } from './practice-mark-rate-limit.guard';
import { PracticeTestsService } from './practice-tests.service';

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

  @Roles('admin')
  @Get(TestsPaths.adminTest)
  async adminTest(@CurrentActor() actor: Actor, @Param() { id }: { id: string }) {
    const rows = await this.exams.list(own(actor), { completedOnly: true });
    const test = summariseTestGroups(rows.map((r) => r.part)).find((t) => t.id === id.toLowerCase());
    if (!test) throw ApiError.notFound();
    const parts = rows.filter((r) => r.part.testGroup.toLowerCase() === test.id).map(toExamPartSummary);
    return { success: true, test: { ...test, parts } };
  }

  @Roles('admin')
  @Get(TestsPaths.random)
  async random(
    @CurrentActor() actor: Actor,
    @Query(validBody(z.object({ section: ExamSectionSchema }))) { section }: { section: 'listening' | 'reading' | 'writing' },
  ): Promise<CandidateExamResponse> {
    const rows = await this.exams.list(own(actor), { section, completedOnly: true });
    const pick = rows[Math.floor(Math.random() * rows.length)];
    if (!pick) throw ApiError.notFound(`No ${section} parts are ready yet`);
    return { success: true, exam: candidateExam(pick) };
  }

  @Roles('admin')
  @Get(TestsPaths.exam)
  async exam(
    @CurrentActor() actor: Actor,
    @Param(validPath(PartIdParamsSchema)) { id }: { id: string },
  ): Promise<CandidateExamResponse> {
    const row = await this.exams.get(own(actor), id);
    if (row.part.processingStatus !== 'completed') throw ApiError.notFound();
    return { success: true, exam: candidateExam(row) };
  }

  @Roles('admin')
  @Get(TestsPaths.examAudio)
  async examAudio(
    @CurrentActor() actor: Actor,
    @Param(validPath(PartIdParamsSchema)) { id }: { id: string },
    @Res() response: Response,
  ) {
    await sendPartFile(response, await this.exams.audio(own(actor), id));
  }

  @Public()
  @Get(TestsPaths.practiceList)
  practiceList(): PracticeTestListResponse {
    return { success: true, tests: this.practice.list() };
  }

  @Public()
  @Get(TestsPaths.practiceOne)
  practiceOne(@Param() { id }: { id: string }): PracticeTestResponse {
    const test = this.practice.find(id);
    if (!test) throw ApiError.notFound(PracticeTexts.failedToFetchTest);
    return { success: true, test: { ...test.summary, parts: test.parts } };
  }

  /** Marks a practice run: the only answer that carries the correct answers, and only after the candidate finishes. */
  @Public()
  @UseGuards(PracticeMarkRateLimitGuard)
  @Post(TestsPaths.practiceMark)
  @HttpCode(200)
  practiceMark(
    @Param(validPath(PracticeTestParamsSchema)) { id }: { id: string },
    @Body(validBody(PracticeMarkRequestSchema)) { answers }: PracticeMarkRequest,
  ): PracticeMarkResponse {
    const result = this.practice.mark(id, answers);
    if (!result) throw ApiError.notFound(PracticeTexts.failedToFetchTest);
    return { success: true, result };
  }
}
