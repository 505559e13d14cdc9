import type { ExamPartDetail, ExamPartSummary } from '@cdi/contracts';
import type { ExamPartRow } from './exam-parts.repository';

export function toExamPartSummary({
  part,
  tenantName,
  tenantIdentifier,
  uploaderFirstName,
  uploaderLastName,
}: ExamPartRow): ExamPartSummary {
  return {
    id: part.id,
    tenant_id: part.tenantId,
    tenant_name: tenantName,
    tenant_identifier: tenantIdentifier,
    title: part.title,
    section: part.section,
    part: part.part,
    test_group: part.testGroup,
    shuffle_group: part.shuffleGroup,
    processing_status: part.processingStatus,
    status: part.processingStatus,
    stage: part.stage,
    created_at: part.createdAt.toISOString(),
    uploader_first_name: uploaderFirstName,
    uploader_last_name: uploaderLastName,
    question_range: part.questionRange,
    question_count: part.questionCount,
    audio_duration_seconds: part.audioDurationSeconds,
    has_audio: part.files.audio !== null,
    has_solution: part.files.solution !== null,
    image_count: part.files.images.length,
    errors: part.errors,
  };
}

/** For staff only: the content with its transcript, and the solution. */
export function toExamPartDetail(row: ExamPartRow): ExamPartDetail {
  const { files } = row.part;
  return {
    ...toExamPartSummary(row),
    exam_data: row.part.examData ?? null,
    solution_data: row.part.solutionData ?? null,
    files: {
      json: { name: files.json.name, size: files.json.size },
      solution: files.solution && { name: files.solution.name, size: files.solution.size },
      audio: files.audio && { name: files.audio.name, size: files.audio.size, mime: files.audio.mime },
      images: files.images.map((image, index) => ({ index, name: image.name, mime: image.mime, size: image.size })),
    },
  };
}
