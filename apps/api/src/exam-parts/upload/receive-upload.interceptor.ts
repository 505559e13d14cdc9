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
import type { Request } from 'express';
import { type Observable } from 'rxjs';
import { ApiError } from '../../common/api-error';
import { type MultipartFileRule, type MultipartRules, receiveMultipart } from '../../common/receive-multipart';
import type { UploadedFiles } from './upload-checks';

const tooManyImages = () =>
  ApiError.badRequest(fillText(UploadTexts.tooManyImages, { count: UploadLimits.images.maxCount }), 'images');

/** The exam upload form: each field held to its own limit from the contracts. */
const EXAM_UPLOAD_RULES: MultipartRules<UploadField> = {
  files: Object.fromEntries(
    Object.entries(UploadLimits).map(([field, limit]) => [
      field,
      { maxBytes: limit.maxBytes, maxCount: 'maxCount' in limit ? limit.maxCount : 1 },
    ]),
  ) as Record<UploadField, MultipartFileRule>,
  maxTextFields: UPLOAD_MAX_TEXT_FIELDS,
  maxTextFieldBytes: UPLOAD_TEXT_FIELD_MAX_BYTES,
  refusals: {
    unreadable: () => ApiError.badRequest(UploadTexts.unreadable),
    tooManyFields: () => new ApiError(413, UploadTexts.tooManyFields),
    fieldTooLong: (field) => new ApiError(413, fillText(UploadTexts.fieldTooLong, { field }), field),
    unexpectedFile: (field, name) =>
      field === 'images' ? tooManyImages() : ApiError.badRequest(fillText(UploadTexts.unexpectedFile, { name, field }), field),
    tooManyFiles: tooManyImages,
    tooLarge: (field, name, maxBytes) =>
      new ApiError(
        413,
        fillText(UploadTexts.tooLargeWhileReceiving, { label: UploadLimits[field].label, name, limit: formatBytes(maxBytes) }),
        field,
      ),
  },
};

/**
 * Reads an exam upload as it streams in (see receiveMultipart): a file over its limit is refused
 * (413, naming the file) the moment it passes the limit.
 */
export function receiveUpload(req: Request): Promise<{ fields: Record<string, string>; files: UploadedFiles }> {
  return receiveMultipart(req, EXAM_UPLOAD_RULES);
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
