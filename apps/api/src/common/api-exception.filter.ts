import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type ErrorBody, Texts } from '@cdi/contracts';
import type { Response } from 'express';
import { ApiError } from './api-error';
import { isUnstorableTextError } from '@cdi/db';

/** Turns every failure into the envelope {success:false, error, field?, retryAfter?, problems?} with an honest status. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (body.retryAfter) response.setHeader('Retry-After', String(body.retryAfter));
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof ApiError) {
      const body: ErrorBody = { success: false, error: exception.message };
      if (exception.field) body.field = exception.field;
      if (exception.retryAfter) body.retryAfter = exception.retryAfter;
      if (exception.problems) body.problems = exception.problems;
      return { status: exception.status, body };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const error = status === 404 ? Texts.notFound : status >= 500 ? Texts.somethingWentWrong : exception.message;
      return { status, body: { success: false, error } };
    }
    // body-parser's errors (malformed JSON, body too large) carry their own status.
    const parserStatus = (exception as { status?: unknown; type?: unknown })?.status;
    if (typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
      const error = parserStatus === 413 ? 'Request body is too large' : 'Request body could not be read';
      return { status: parserStatus, body: { success: false, error } };
    }
    // Text Postgres cannot store that reached a query unvalidated: the request's fault, not the server's.
    if (isUnstorableTextError(exception)) return { status: 400, body: { success: false, error: Texts.unsupportedCharacter } };
    return { status: 500, body: { success: false, error: Texts.somethingWentWrong } };
  }
}
