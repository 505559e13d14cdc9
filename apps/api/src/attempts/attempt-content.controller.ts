import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  API_BASE,
  AttemptPaths,
  ExamSectionSchema,
  type ExamSection,
  pathTo,
  RECORDING_PASS_PARAM,
  type SectionContentResponse,
  Texts,
} from '@cdi/contracts';
import { AttemptsRepository, type ExamPartEntity, FileStore } from '@cdi/db';
import { candidateView, paperNumbering, shownNumbersOf, shownRange } from '@cdi/exam-core';
import type { Response } from 'express';
import { z } from 'zod';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { ApiError } from '../common/api-error';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { sendPartFile } from '../exam-parts/send-part-file';
import { TestsRepository } from '../test-making/tests.repository';
import { AttemptsService } from './attempts.service';
import { ExamRefusalError } from './exam-refusal';
import { RecordingPass } from './recording-pass';

const SectionParams = z.object({ attemptId: z.uuid(), section: ExamSectionSchema });
const AudioParams = z.object({ attemptId: z.uuid(), partId: z.uuid() });
const AudioQuery = z.object({ [RECORDING_PASS_PARAM]: z.string().max(100).optional() });
const ImageParams = SectionParams.extend({ partId: z.uuid(), index: z.coerce.number().int().min(0).max(1000) });

/**
 * A candidate's exam content, through their own attempt only, and only for a section that is open:
 * nobody reads the reading passages before the reading section starts, nor after it closes.
 */
@Controller()
@Roles('test_taker')
export class AttemptContentController {
  constructor(
    private readonly attempts: AttemptsRepository,
    private readonly tests: TestsRepository,
    private readonly service: AttemptsService,
    private readonly fileStore: FileStore,
    private readonly recordingPass: RecordingPass,
  ) {}

  @Get(AttemptPaths.sectionContent)
  async section(
    @CurrentActor() actor: Actor,
    @Param(validPath(SectionParams)) { attemptId, section }: z.infer<typeof SectionParams>,
  ): Promise<SectionContentResponse> {
    const parts = await this.openSectionParts(actor, attemptId, section);
    const numbering = paperNumbering(parts.map(({ part }) => part.examData ?? {}));
    return {
      success: true,
      section,
      parts: parts.map(({ part, slot }, index) => ({
        id: part.id,
        part: slot,
        title: part.title,
        // A declared range is given as this paper numbers it.
        question_range: part.questionRange && (shownRange(numbering.parts[index]!) ?? part.questionRange),
        shown_numbers: shownNumbersOf(numbering.parts[index]!),
        audio_url: part.files.audio ? `${API_BASE}${pathTo(AttemptPaths.audio, { attemptId, partId: part.id })}` : null,
        audio_duration_seconds: part.files.audio ? part.audioDurationSeconds : null,
        images: part.files.images.map((image, index) => ({
          name: image.name,
          url: `${API_BASE}${pathTo(AttemptPaths.image, { attemptId, section, partId: part.id, index: String(index) })}`,
        })),
        content: part.examData && candidateView(part.examData),
      })),
    };
  }

  /**
   * The recording, only to the exam window that holds the sitting (its RecordingPass) while the
   * listening section is open: no other page of the candidate's plays it, before, during or after.
   * (Practice tests carry no recordings for candidates: their audio route is for staff previews.)
   */
  @Get(AttemptPaths.audio)
  async audio(
    @CurrentActor() actor: Actor,
    @Param(validPath(AudioParams)) { attemptId, partId }: z.infer<typeof AudioParams>,
    @Query(validBody(AudioQuery)) query: z.infer<typeof AudioQuery>,
    @Res() response: Response,
  ) {
    const parts = await this.openSectionParts(actor, attemptId, 'listening');
    if (!this.recordingPass.admits(attemptId, query[RECORDING_PASS_PARAM])) throw ApiError.forbidden(Texts.recordingPlaysInExam);
    const found = parts.find(({ part }) => part.id === partId)?.part;
    if (!found?.files.audio) throw ApiError.notFound();
    await sendPartFile(response, { absolutePath: this.fileStore.pathOf(found.files.audio.key), file: found.files.audio });
  }

  @Get(AttemptPaths.image)
  async image(
    @CurrentActor() actor: Actor,
    @Param(validPath(ImageParams)) { attemptId, section, partId, index }: z.infer<typeof ImageParams>,
    @Res() response: Response,
  ) {
    const parts = await this.openSectionParts(actor, attemptId, section);
    const image = parts.find(({ part }) => part.id === partId)?.part.files.images[index];
    if (!image) throw ApiError.notFound();
    await sendPartFile(response, { absolutePath: this.fileStore.pathOf(image.key), file: image });
  }

  private async openSectionParts(
    actor: Actor,
    attemptId: string,
    section: ExamSection,
  ): Promise<{ part: ExamPartEntity; slot: number }[]> {
    const tenantId = tenantOf(actor);
    const attempt = await this.service.owned(actor, attemptId).catch((error: unknown) => {
      throw error instanceof ExamRefusalError ? ApiError.notFound() : error;
    });
    const state = (await this.attempts.sections(tenantId, attemptId)).find((s) => s.section === section);
    if (state?.status !== 'open') throw ApiError.forbidden('This section is not open');
    const test = await this.tests.testOfAssignment(tenantId, attempt.assignmentId);
    // In slot order: the paper is numbered in the order the candidate meets its parts.
    return (await this.tests.partsOf(test, section))
      .map(({ part, slot }) => ({ part, slot: slot.part }))
      .sort((a, b) => a.slot - b.slot);
  }
}
