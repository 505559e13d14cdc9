import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { StudentLimits, StudentTexts } from '@cdi/contracts';
import busboy from 'busboy';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { ApiError } from '../common/api-error';

/** Reads one CSV file of a multipart upload (any field name) as text, refusing it past the size limit. */
function readCsvUpload(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 4, fileSize: StudentLimits.importMaxChars, fieldSize: StudentLimits.importMaxChars },
      });
    } catch {
      reject(ApiError.badRequest(StudentTexts.importFileUnreadable, 'csv'));
      return;
    }
    const chunks: Buffer[] = [];
    let text: string | null = null;
    let failed = false;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (name === 'csv') text = value;
    });
    parser.on('file', (_name, stream) => {
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new ApiError(413, StudentTexts.importTooLarge, 'csv')));
    });
    parser.on('error', () => fail(ApiError.badRequest(StudentTexts.importFileUnreadable, 'csv')));
    parser.on('close', () => {
      if (!failed) resolve(chunks.length ? Buffer.concat(chunks).toString('utf8') : (text ?? ''));
    });
    req.pipe(parser);
  });
}

/**
 * Lets the import calls take the CSV file itself as multipart/form-data, besides JSON: the file's
 * text becomes the body's `csv`, so the same schema and checks apply either way.
 */
@Injectable()
export class ReceiveCsvInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('multipart/form-data')) return next.handle();
    return from(readCsvUpload(req)).pipe(
      switchMap((csv) => {
        req.body = { csv };
        return next.handle();
      }),
    );
  }
}
