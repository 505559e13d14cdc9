import type { Response } from 'express';
import { PRIVATE_FILE_CACHING, PRIVATE_VERSIONED_FILE_CACHING } from '../common/cache-control';
import { sendStoredFile, storedFileVersion } from '../common/send-stored-file';
import type { PartFile } from './exam-parts.service';

/** A part file's version: its strong ETag and the `?v=` of its content URLs. */
export function partFileVersion(file: PartFile['file']): string {
  return storedFileVersion(file.key, file.size);
}

/**
 * Sends an exam part's audio or image (see sendStoredFile). Private: it is a tenant's content.
 * `askedVersion` is the version the URL named: the current one lets the browser keep it for good.
 */
export function sendPartFile(response: Response, { store, file, missing }: PartFile, askedVersion?: string): Promise<void> {
  return sendStoredFile(response, store, {
    key: file.key,
    size: file.size,
    missing,
    headers: {
      'Content-Type': file.mime,
      'Cache-Control': askedVersion === partFileVersion(file) ? PRIVATE_VERSIONED_FILE_CACHING : PRIVATE_FILE_CACHING,
    },
  });
}
