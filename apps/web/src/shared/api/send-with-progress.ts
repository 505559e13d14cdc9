import { Texts } from '@cdi/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { apiFailure, buildUrl, parseJsonBody, sessionToken, signOutOnUnauthorized } from './client';

export interface SendWithProgressOptions<T> {
  /** The answer's contract schema. */
  schema: z.ZodType<T>;
  /** Error text when the server gives none. */
  fallbackError: string;
  /** The share of the body sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

function retryAfterHeader(xhr: XMLHttpRequest): number | undefined {
  const seconds = Number(xhr.getResponseHeader('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The error envelope as an ApiError; a 429 without retryAfter in the body takes the Retry-After header. */
function responseError(xhr: XMLHttpRequest, payload: unknown, fallbackError: string): ApiError {
  const error = apiFailure(xhr.status, payload, fallbackError);
  if (error.status !== 429 || error.retryAfter !== undefined) return error;
  return new ApiError(error.message, { status: 429, field: error.field, retryAfter: retryAfterHeader(xhr) });
}

/**
 * POSTs a multipart form by XMLHttpRequest, the one browser API that reports the bytes sent. Cookies
 * and the bearer token go with it, as with apiRequest; the promise settles with the parsed answer or
 * an ApiError (status 0 when the server could not be reached), or rejects with an AbortError when
 * cancelled.
 */
export function sendWithProgress<T>(path: string, form: FormData, options: SendWithProgressOptions<T>): Promise<T> {
  const { schema, fallbackError, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
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
        return reject(responseError(xhr, payload, fallbackError));
      }
      const parsed = schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(fallbackError, { status: xhr.status }));
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
