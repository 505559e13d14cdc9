import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { PRIVATE_FILE_CACHING, PRIVATE_VERSIONED_FILE_CACHING } from '../common/cache-control';
import type { PartFile } from './exam-parts.service';

/**
 * A stored file's version, its strong ETag and the `?v=` of its content URLs: its store key names one
 * upload for good (a changed file is a new key), so the key and size are the content's version, the
 * same on every api replica.
 */
export function partFileVersion(file: PartFile['file']): string {
  return createHash('sha256').update(`${file.key}:${file.size}`).digest('base64url').slice(0, 32);
}

/**
 * Streams a stored file with HTTP range support (206 Partial Content), so an audio player can
 * start at once and seek without downloading everything, and a strong ETag, so a request the browser
 * already holds answers 304 (and If-Range keeps a resumed download whole). Private: it is a tenant's
 * content. `askedVersion` is the version the URL named: the current one lets the browser keep it for good.
 */
export function sendPartFile(response: Response, { absolutePath, file }: PartFile, askedVersion?: string): Promise<void> {
  const version = partFileVersion(file);
  return new Promise((resolve, reject) => {
    response.sendFile(
      absolutePath,
      {
        acceptRanges: true,
        // The path is the file store's own (often under .data/), never a client's.
        dotfiles: 'allow',
        cacheControl: false,
        // send's own ETag is weak (size and time); the store's is strong and the same on every replica.
        etag: false,
        lastModified: false,
        headers: {
          'Content-Type': file.mime,
          'Cache-Control': askedVersion === version ? PRIVATE_VERSIONED_FILE_CACHING : PRIVATE_FILE_CACHING,
          ETag: `"${version}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      },
      (error) => (error && !response.headersSent ? reject(error) : resolve()),
    );
  });
}
