import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import {
  fillText,
  formatBytes,
  UPLOAD_MAX_TEXT_FIELDS,
  UPLOAD_TEXT_FIELD_MAX_BYTES,
  type UploadField,
  UploadLimits,
  UploadTexts,
} from '@cdi/contracts';
import busboy from 'busboy';
import type { Request } from 'express';
import { type Observable } from 'rxjs';
import { ApiError } from '../../common/api-error';
import type { UploadedFile, UploadedFiles } from './upload-checks';

const maxFiles = (field: UploadField): number => {
  const limit = UploadLimits[field];
  return 'maxCount' in limit ? limit.maxCount : 1;
};
const isUploadField = (name: string): name is UploadField => Object.hasOwn(UploadLimits, name);
const totalFiles = Object.keys(UploadLimits).reduce((sum, field) => sum + maxFiles(field as UploadField), 0);

/**
 * Reads a multipart upload as it streams in, holding each field to its own limit from the contracts:
 * a file over its limit is refused (413, naming the file) the moment it passes the limit, without
 * waiting for, or keeping, the rest of the request. Text fields land in req.body and files in
 * req.files, as the handler's @Body and @UploadedFiles expect.
 */
export function receiveUpload(req: Request): Promise<{ fields: Record<string, string>; files: UploadedFiles }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFiles = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fields: UPLOAD_MAX_TEXT_FIELDS,
          fieldSize: UPLOAD_TEXT_FIELD_MAX_BYTES,
          files: totalFiles,
          parts: UPLOAD_MAX_TEXT_FIELDS + totalFiles,
        },
      });
    } catch {
      reject(ApiError.badRequest(UploadTexts.unreadable));
      return;
    }

    let settled = false;
    /** Stops reading at once: what the client still sends is discarded unread, never buffered. */
    const refuse = (error: ApiError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      req.resume();
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) {
        refuse(new ApiError(413, fillText(UploadTexts.fieldTooLong, { field: name }), name));
        return;
      }
      fields[name] = value;
    });

    parser.on('file', (name, stream, info) => {
      const received = isUploadField(name) ? (files[name] ??= []) : null;
      if (!received || received.length >= maxFiles(name as UploadField)) {
        stream.resume();
        const error =
          name === 'images'
            ? ApiError.badRequest(fillText(UploadTexts.tooManyImages, { count: UploadLimits.images.maxCount }), name)
            : ApiError.badRequest(fillText(UploadTexts.unexpectedFile, { name: info.filename ?? '', field: name }), name);
        refuse(error);
        return;
      }
      const field = name as UploadField;
      const { maxBytes, label } = UploadLimits[field];
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          stream.resume();
          const text = fillText(UploadTexts.tooLargeWhileReceiving, { label, name: info.filename, limit: formatBytes(maxBytes) });
          refuse(new ApiError(413, text, field));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => {
        if (settled) return;
        const file: UploadedFile = {
          fieldname: field,
          originalname: info.filename,
          mimetype: info.mimeType,
          size,
          buffer: Buffer.concat(chunks, size),
        };
        received.push(file);
      });
    });

    parser.on('fieldsLimit', () => refuse(new ApiError(413, UploadTexts.tooManyFields)));
    parser.on('partsLimit', () => refuse(new ApiError(413, UploadTexts.tooManyFields)));
    parser.on('filesLimit', () =>
      refuse(ApiError.badRequest(fillText(UploadTexts.tooManyImages, { count: UploadLimits.images.maxCount }), 'images')),
    );
    parser.on('error', () => refuse(ApiError.badRequest(UploadTexts.unreadable)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });
    req.pipe(parser);
  });
}

/** Puts a multipart upload's fields and files on the request (see receiveUpload); other bodies pass through. */
@Injectable()
export class ReceiveUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { files?: UploadedFiles }>();
    if (req.is('multipart')) {
      const { fields, files } = await receiveUpload(req);
      req.body = fields;
      req.files = files;
    }
    return next.handle();
  }
}
