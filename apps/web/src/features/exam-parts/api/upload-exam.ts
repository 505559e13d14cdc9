import { ExamPartRoutes, UploadTexts, type ExamPartSummary } from '@cdi/contracts';
import { sendWithProgress } from '../../../shared/api/send-with-progress';
import type { UploadFiles, UploadValues } from '../lib/upload-form';

/** The multipart body of POST /developer/upload-exam. */
export function uploadFormData(values: UploadValues, files: UploadFiles<File>): FormData {
  const form = new FormData();
  form.append('tenantId', values.tenantId);
  form.append('testGroup', values.testGroup.trim());
  form.append('examTitle', values.examTitle.trim());
  form.append('shuffleGroup', values.shuffleGroup.trim());
  form.append('section', values.section);
  form.append('part', String(values.part));
  if (files.jsonFile) form.append('jsonFile', files.jsonFile);
  if (files.audioFile) form.append('audioFile', files.audioFile);
  files.images.forEach((image) => form.append('images', image));
  if (files.solutionFile) form.append('solutionFile', files.solutionFile);
  return form;
}

/**
 * One upload attempt, reporting the bytes sent (0-1); settles with the accepted (pending) part or an
 * ApiError (status 0 when the server could not be reached), or rejects with an AbortError when cancelled.
 */
export async function sendUpload(
  form: FormData,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ExamPartSummary> {
  // By XMLHttpRequest rather than callRoute: only it reports the bytes sent.
  const answer = await sendWithProgress(ExamPartRoutes.upload.path, form, {
    schema: ExamPartRoutes.upload.response,
    fallbackError: UploadTexts.failed,
    onProgress,
    signal,
  });
  return answer.exam;
}
