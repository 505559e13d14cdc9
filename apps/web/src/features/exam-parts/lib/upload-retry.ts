import {
  UPLOAD_DEFAULT_RATE_LIMIT_WAIT_SECONDS,
  UPLOAD_NETWORK_RETRY_DELAY_MS,
  UPLOAD_RETRY_ATTEMPTS,
  UploadTexts,
} from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { fillText } from '@cdi/contracts';

export type RetryDecision = { retry: true; delayMs: number; notice: string } | { retry: false; message: string; field?: string };

/**
 * What to do after the upload failed `retriesSoFar` retries in: a 429 waits retryAfter seconds (default 5),
 * a network failure 2 s, each at most 3 times; anything else stops with the server's error.
 */
export function uploadRetryDecision(error: unknown, retriesSoFar: number): RetryDecision {
  const failure = error instanceof ApiError ? error : undefined;
  const attempt = retriesSoFar + 1;
  const canRetry = retriesSoFar < UPLOAD_RETRY_ATTEMPTS;
  if (failure?.status === 429) {
    if (!canRetry) return { retry: false, message: UploadTexts.rateLimitedGaveUp };
    const seconds = failure.retryAfter && failure.retryAfter > 0 ? failure.retryAfter : UPLOAD_DEFAULT_RATE_LIMIT_WAIT_SECONDS;
    return { retry: true, delayMs: seconds * 1000, notice: fillText(UploadTexts.rateLimited, { seconds, attempt }) };
  }
  if (failure?.status === 0) {
    if (!canRetry) return { retry: false, message: UploadTexts.networkGaveUp };
    return { retry: true, delayMs: UPLOAD_NETWORK_RETRY_DELAY_MS, notice: fillText(UploadTexts.networkRetry, { attempt }) };
  }
  return { retry: false, message: failure?.message || UploadTexts.failed, field: failure?.field };
}

/** An upload that will not be retried: the text to show and, when the server named one, its field. */
export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

export interface RetryHooks {
  /** Resolves after the delay; rejects when the upload is cancelled meanwhile. */
  wait: (ms: number) => Promise<void>;
  /** Tells the user a retry is coming. */
  announce: (notice: string) => void;
}

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/** Sends, and resends as uploadRetryDecision says; a cancelled upload's AbortError passes through untouched. */
export async function withUploadRetries<T>(send: () => Promise<T>, { wait, announce }: RetryHooks): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await send();
    } catch (error) {
      if (isAbort(error)) throw error;
      const decision = uploadRetryDecision(error, retries);
      if (!decision.retry) throw new UploadFailure(decision.message, decision.field);
      announce(decision.notice);
      await wait(decision.delayMs);
    }
  }
}
