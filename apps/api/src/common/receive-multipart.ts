import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from './api-error';

/** A received file, kept in memory. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** How many files a field takes and how large each may be. */
export interface MultipartFileRule {
  maxBytes: number;
  maxCount: number;
}

/**
 * What one multipart form accepts, and how each refusal is worded (each form has its own texts).
 * Every limit is checked while the request streams in.
 */
export interface MultipartRules<Field extends string> {
  files: Record<Field, MultipartFileRule>;
  /** Which field a file part counts towards (by default its own name; a form may take a file under any name). */
  fileField?: (name: string) => string;
  maxTextFields: number;
  maxTextFieldBytes: number;
  refusals: {
    unreadable: () => ApiError;
    tooManyFields: () => ApiError;
    fieldTooLong: (field: string) => ApiError;
    /** A file in a field the form does not take, or one more than the field takes. */
    unexpectedFile: (field: string, fileName: string) => ApiError;
    /** More files than every field together takes. */
    tooManyFiles: () => ApiError;
    /** A file that has just passed its limit; its full size is unknown, as the rest is never read. */
    tooLarge: (field: Field, fileName: string, maxBytes: number) => ApiError;
  };
}

export interface ReceivedMultipart<Field extends string> {
  fields: Record<string, string>;
  files: Partial<Record<Field, UploadedFile[]>>;
}

/**
 * Reads a multipart upload as it streams in, holding each field to its own limit: a file over its
 * limit is refused (413) the moment it passes the limit, without waiting for, or keeping, the rest
 * of the request. Every stream involved has its errors handled here: a body cut off mid-file, garbage
 * or a client that goes away is refused (unreadable) and nothing read so far is kept. An unhandled
 * 'error' on one of them would end the whole api process.
 */
export function receiveMultipart<Field extends string>(
  req: Request,
  rules: MultipartRules<Field>,
): Promise<ReceivedMultipart<Field>> {
  const isField = (name: string): name is Field => Object.hasOwn(rules.files, name);
  const totalFiles = Object.values<MultipartFileRule>(rules.files).reduce((sum, rule) => sum + rule.maxCount, 0);

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Partial<Record<Field, UploadedFile[]>> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8 (busboy would read them as Latin-1).
        defParamCharset: 'utf8',
        limits: {
          fields: rules.maxTextFields,
          fieldSize: rules.maxTextFieldBytes,
          files: totalFiles,
          parts: rules.maxTextFields + totalFiles,
        },
      });
    } catch {
      reject(rules.refusals.unreadable());
      return;
    }

    let settled = false;
    /** Stops reading at once: what the client still sends is discarded unread, never buffered. */
    const refuse = (error: ApiError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.off('close', onRequestClosed);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      req.resume();
      reject(error);
    };
    /** The connection went before the form was complete: nothing more will come. */
    const onRequestClosed = () => {
      if (!req.complete) refuse(rules.refusals.unreadable());
    };
    req.on('close', onRequestClosed);

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) {
        refuse(rules.refusals.fieldTooLong(name));
        return;
      }
      fields[name] = value;
    });

    parser.on('file', (partName, stream, info) => {
      // A part cut off before its boundary errors here ("Unexpected end of file"), also after a refusal.
      stream.on('error', () => refuse(rules.refusals.unreadable()));
      const name = rules.fileField ? rules.fileField(partName) : partName;
      const received = isField(name) ? (files[name] ??= []) : null;
      if (!received || received.length >= rules.files[name as Field].maxCount) {
        stream.resume();
        refuse(rules.refusals.unexpectedFile(partName, info.filename ?? ''));
        return;
      }
      const field = name as Field;
      const { maxBytes } = rules.files[field];
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          stream.resume();
          refuse(rules.refusals.tooLarge(field, info.filename, maxBytes));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => {
        if (settled) return;
        received.push({
          fieldname: field,
          originalname: info.filename,
          mimetype: info.mimeType,
          size,
          buffer: Buffer.concat(chunks, size),
        });
      });
    });

    parser.on('fieldsLimit', () => refuse(rules.refusals.tooManyFields()));
    parser.on('partsLimit', () => refuse(rules.refusals.tooManyFields()));
    parser.on('filesLimit', () => refuse(rules.refusals.tooManyFiles()));
    parser.on('error', () => refuse(rules.refusals.unreadable()));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      req.off('close', onRequestClosed);
      resolve({ fields, files });
    });
    req.pipe(parser);
  });
}
