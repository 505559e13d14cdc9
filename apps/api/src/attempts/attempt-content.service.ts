import { Injectable } from '@nestjs/common';
import {
  API_BASE,
  AttemptPaths,
  CONTENT_VERSION_PARAM,
  type ExamSection,
  pathTo,
  type SectionContentResponse,
  Texts,
} from '@cdi/contracts';
import { AttemptsRepository, FileStore, type TestEntity } from '@cdi/db';
import { candidateView, paperNumbering, shownNumbersOf, shownRange } from '@cdi/exam-core';
import { type Actor, tenantOf } from '../auth/actor';
import { ApiError } from '../common/api-error';
import type { PartFile } from '../exam-parts/exam-parts.service';
import { partFileVersion } from '../exam-parts/send-part-file';
import { type PartInSlot, TestsRepository } from '../test-making/tests.repository';
import { AttemptsService } from './attempts.service';
import { ExamRefusalError } from './exam-refusal';
import { RecordingPass } from './recording-pass';

/**
 * The sections whose content a candidate's exam window may load: the one being sat, and the next one
 * from when the sitting reaches it (its rules and, for Listening, the sound check), so its recording,
 * passages and images are in the browser before its clock starts. Never a section still locked behind
 * another (nobody reads the reading passages during Listening), nor one that has closed.
 */
const CONTENT_LOADABLE: readonly string[] = ['available', 'open'];

/** A content URL naming its file's version, so the browser may keep it for good (PRIVATE_VERSIONED_FILE_CACHING). */
const versioned = (url: string, file: PartFile['file']) =>
  `${url}?${new URLSearchParams({ [CONTENT_VERSION_PARAM]: partFileVersion(file) }).toString()}`;

/**
 * A candidate's exam content, through their own attempt only, and only for a section the sitting has
 * reached (CONTENT_LOADABLE).
 */
@Injectable()
export class AttemptContentService {
  constructor(
    private readonly attempts: AttemptsRepository,
    private readonly tests: TestsRepository,
    private readonly service: AttemptsService,
    private readonly fileStore: FileStore,
    private readonly recordingPass: RecordingPass,
  ) {}

  async section(actor: Actor, attemptId: string, section: ExamSection): Promise<SectionContentResponse['parts']> {
    const test = await this.openSectionTest(actor, attemptId, section);
    const parts = inSlotOrder(await this.tests.partsOf(test, section));
    const numbering = paperNumbering(parts.map(({ part }) => part.examData ?? {}));
    return parts.map(({ part, slot }, index) => ({
      id: part.id,
      part: slot,
      title: part.title,
      // A declared range is given as this paper numbers it.
      question_range: part.questionRange && (shownRange(numbering.parts[index]!) ?? part.questionRange),
      shown_numbers: shownNumbersOf(numbering.parts[index]!),
      audio_url: part.files.audio
        ? versioned(`${API_BASE}${pathTo(AttemptPaths.audio, { attemptId, partId: part.id })}`, part.files.audio)
        : null,
      audio_duration_seconds: part.files.audio ? part.audioDurationSeconds : null,
      images: part.files.images.map((image, index) => ({
        name: image.name,
        url: versioned(
          `${API_BASE}${pathTo(AttemptPaths.image, { attemptId, section, partId: part.id, index: String(index) })}`,
          image,
        ),
      })),
      content: part.examData && candidateView(part.examData),
    }));
  }

  /**
   * The recording, only to the exam window that holds the sitting (its RecordingPass), from the
   * listening rules until the section closes: no other page of the candidate's plays it, before or after.
   * (Practice tests carry no recordings for candidates: their audio route is for staff previews.)
   */
  async audio(actor: Actor, attemptId: string, partId: string, pass: string | undefined): Promise<PartFile> {
    const test = await this.openSectionTest(actor, attemptId, 'listening');
    if (!this.recordingPass.admits(attemptId, pass)) throw ApiError.forbidden(Texts.recordingPlaysInExam);
    const found = (await this.tests.partFilesOf(test, 'listening')).find(({ part }) => part.id === partId)?.part;
    if (!found?.files.audio) throw ApiError.notFound();
    return { store: this.fileStore, file: found.files.audio };
  }

  async image(actor: Actor, attemptId: string, section: ExamSection, partId: string, index: number): Promise<PartFile> {
    const test = await this.openSectionTest(actor, attemptId, section);
    const image = (await this.tests.partFilesOf(test, section)).find(({ part }) => part.id === partId)?.part.files.images[index];
    if (!image) throw ApiError.notFound();
    return { store: this.fileStore, file: image };
  }

  /** The test of the actor's own attempt, when the sitting has reached this section (CONTENT_LOADABLE). */
  private async openSectionTest(actor: Actor, attemptId: string, section: ExamSection): Promise<TestEntity> {
    const tenantId = tenantOf(actor);
    const attempt = await this.service.owned(actor, attemptId).catch((error: unknown) => {
      throw error instanceof ExamRefusalError ? ApiError.notFound() : error;
    });
    const state = (await this.attempts.sections(tenantId, attemptId)).find((s) => s.section === section);
    if (!state || !CONTENT_LOADABLE.includes(state.status)) throw ApiError.forbidden(Texts.sectionNotReached);
    return this.tests.testOfAssignment(tenantId, attempt.assignmentId);
  }
}

/** In slot order: the paper is numbered in the order the candidate meets its parts. */
const inSlotOrder = (parts: PartInSlot[]) =>
  parts.map(({ part, slot }) => ({ part, slot: slot.part })).sort((a, b) => a.slot - b.slot);
