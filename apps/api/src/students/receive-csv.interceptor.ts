import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { StudentLimits, StudentTexts } from '@cdi/contracts';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { ApiError } from '../common/api-error';
import { type MultipartRules, receiveMultipart } from '../common/receive-multipart';
import { readImportFile } from './import-file';

const unreadable = () => ApiError.badRequest(StudentTexts.importFileUnreadable, 'csv');
const tooLarge = () => new ApiError(413, StudentTexts.importTooLarge, 'csv');

/**
 * The import form: one file (CSV text or an .xlsx workbook) under any field name, or its text in the
 * field `csv`; `create_groups` and `skip_invalid` beside it.
 */
const CSV_UPLOAD_RULES: MultipartRules<'csv'> = {
  files: { csv: { maxBytes: StudentLimits.importMaxBytes, maxCount: 1 } },
  fileField: () => 'csv',
  maxTextFields: 4,
  maxTextFieldBytes: StudentLimits.importMaxBytes,
  refusals: {
    unreadable,
    tooManyFields: unreadable,
    fieldTooLong: tooLarge,
    unexpectedFile: unreadable,
    tooManyFiles: unreadable,
    tooLarge,
  },
};

/**
 * Reads the file of a multipart upload (see receiveMultipart) as CSV text, decoded from its bytes here
 * and only here (see readImportFile), the groups to create (a JSON list in `create_groups`) and `skip_invalid`.
 */
async function readCsvUpload(req: Request): Promise<{ csv: string; create_groups?: unknown; skip_invalid?: unknown }> {
  const { fields, files } = await receiveMultipart(req, CSV_UPLOAD_RULES);
  const file = files.csv?.[0];
  let csv = fields.csv ?? '';
  if (file) {
    const read = await readImportFile(file.buffer);
    if ('problem' in read) throw ApiError.badRequest(read.problem, 'csv');
    csv = read.csv;
  }
  const options = fields.skip_invalid === undefined ? {} : { skip_invalid: fields.skip_invalid };
  if (fields.create_groups === undefined) return { csv, ...options };
  try {
    return { csv, ...options, create_groups: JSON.parse(fields.create_groups) as unknown };
  } catch {
    throw unreadable();
  }
}

/**
 * Lets the import calls take the file itself as multipart/form-data, besides JSON: the file's text
 * becomes the body's `csv`, so the same schema and checks apply either way.
 */
@Injectable()
export class ReceiveCsvInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('multipart/form-data')) return next.handle();
    return from(readCsvUpload(req)).pipe(
      switchMap((body) => {
        req.body = body;
        return next.handle();
      }),
    );
  }
}
