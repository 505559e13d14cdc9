import type { ExamPartProblem } from '@cdi/contracts';

interface ApiErrorDetails {
  status: number;
  field?: string;
  retryAfter?: number;
  timedOut?: boolean;
  problems?: ExamPartProblem[];
}

/** A failed API call. `message` is the server's error text, or the caller's fallback when the server gave none. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached or did not answer in time. */
  readonly status: number;
  /** The request field the error is about, when the server named one. */
  readonly field: string | undefined;
  /** Seconds to wait before retrying (429). */
  readonly retryAfter: number | undefined;
  readonly timedOut: boolean;
  /** Every problem of refused content (an answer key), each with its JSON path; empty when none were named. */
  readonly problems: ExamPartProblem[];

  constructor(message: string, { status, field, retryAfter, timedOut = false, problems = [] }: ApiErrorDetails) {
    super(message);
    this.status = status;
    this.field = field;
    this.retryAfter = retryAfter;
    this.timedOut = timedOut;
    this.problems = problems;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
