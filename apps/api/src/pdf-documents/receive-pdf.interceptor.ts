import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { fillText, formatMegabytes, PDF_MAX_BYTES, PdfTexts, UploadTexts } from '@cdi/contracts';
import type { Request } from 'express';
import { type Observable } from 'rxjs';
import { ApiError } from '../common/api-error';
import { type MultipartRules, receiveMultipart, type UploadedFile } from '../common/receive-multipart';

export type PdfUploadField = 'file';

/**
 * The size to name when a PDF passes the limit: the request's declared length (the file plus a few
 * hundred bytes of form framing) when it has one, since the rest of the file is never read.
 */
function declaredSize(req: Request, maxBytes: number): string {
  const length = Number(req.headers['content-length']);
  return formatMegabytes(Number.isFinite(length) && length > maxBytes ? length : maxBytes + 1);
}

function pdfUploadRules(req: Request): MultipartRules<PdfUploadField> {
  return {
    files: { file: { maxBytes: PDF_MAX_BYTES, maxCount: 1 } },
    // The form carries only the file; a stray text field or two is read and ignored.
    maxTextFields: 4,
    maxTextFieldBytes: 1024,
    refusals: {
      unreadable: () => ApiError.badRequest(UploadTexts.unreadable),
      tooManyFields: () => new ApiError(413, UploadTexts.tooManyFields),
      fieldTooLong: (field) => new ApiError(413, fillText(UploadTexts.fieldTooLong, { field }), field),
      unexpectedFile: (field, name) => ApiError.badRequest(fillText(UploadTexts.unexpectedFile, { name, field }), field),
      tooManyFiles: () => ApiError.badRequest(fillText(UploadTexts.unexpectedFile, { name: '', field: 'file' }), 'file'),
      tooLarge: (field, _name, maxBytes) =>
        new ApiError(413, fillText(PdfTexts.tooLarge, { size: declaredSize(req, maxBytes) }), field),
    },
  };
}

export interface PdfUploadRequest extends Request {
  pdfFile?: UploadedFile;
}

/** Reads the one PDF of an upload as it streams in, refusing it (413) the moment it passes PDF_MAX_BYTES. */
@Injectable()
export class ReceivePdfInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<PdfUploadRequest>();
    if (req.is('multipart')) {
      const { files } = await receiveMultipart(req, pdfUploadRules(req));
      req.pdfFile = files.file?.[0];
    }
    return next.handle();
  }
}
