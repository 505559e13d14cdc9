import { type ExamPartProblem, Texts } from '@cdi/contracts';

/** A failure the caller can act on: its status, the text to show and, when known, the field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly retryAfter?: number,
    /** Every problem of refused content (an answer key, say), each with its JSON path. */
    readonly problems?: ExamPartProblem[],
  ) {
    super(message);
  }

  static withProblems(message: string, problems: ExamPartProblem[]) {
    return new ApiError(400, message, undefined, undefined, problems);
  }

  static badRequest(message: string, field?: string) {
    return new ApiError(400, message, field);
  }
  static unauthenticated(message: string = Texts.notAuthenticated) {
    return new ApiError(401, message);
  }
  static forbidden(message: string = Texts.forbidden) {
    return new ApiError(403, message);
  }
  /** Also what another tenant's resource looks like: it does not exist for the caller. */
  static notFound(message: string = Texts.notFound) {
    return new ApiError(404, message);
  }
  static conflict(message: string, field?: string) {
    return new ApiError(409, message, field);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new ApiError(429, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}
