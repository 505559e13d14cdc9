import { ExamPartPaths, Texts, UploadExamResponseSchema, UploadTexts, type ExamPartSummary } from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { apiFailure, buildUrl, parseJsonBody, sessionToken, signOutOnUnauthorized } from '../../../shared/api/client';
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

function retryAfterHeader(xhr: XMLHttpRequest): number | undefined {
  const seconds = Number(xhr.getResponseHeader('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function responseError(xhr: XMLHttpRequest, payload: unknown): ApiError {
  const error = apiFailure(xhr.status, payload, UploadTexts.failed);
  if (error.status !== 429 || error.retryAfter !== undefined) return error;
  return new ApiError(error.message, { status: 429, field: error.field, retryAfter: retryAfterHeader(xhr) });
}

/**
 * One upload attempt, by XMLHttpRequest so the bytes sent can be reported (0-1). Cookies and the bearer
 * token go with it; the promise settles with the accepted (pending) part or an ApiError (status 0 when
 * the server could not be reached), or rejects with an AbortError when cancelled.
 */
export function sendUpload(
  form: FormData,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ExamPartSummary> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(ExamPartPaths.upload));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const cancel = () => xhr.abort();
    signal.addEventListener('abort', cancel, { once: true });
    const settle = () => signal.removeEventListener('abort', cancel);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      const payload = parseJsonBody(xhr.responseText);
      const succeeded = (payload as { success?: unknown } | undefined)?.success !== false;
      if (xhr.status < 200 || xhr.status >= 300 || !succeeded) {
        signOutOnUnauthorized(xhr.status);
        return reject(responseError(xhr, payload));
      }
      const parsed = UploadExamResponseSchema.safeParse(payload);
      if (parsed.success) resolve(parsed.data.exam);
      else reject(new ApiError(UploadTexts.failed, { status: xhr.status }));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(Texts.loginNetworkError, { status: 0 }));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.send(form);
  });
}
