import type { Response } from 'express';
import { PRIVATE_FILE_CACHING } from '../common/cache-control';
import type { PartFile } from './exam-parts.service';

/**
 * Streams a stored file with HTTP range support (206 Partial Content), so an audio player can
 * start at once and seek without downloading everything. Private: it is a tenant's content.
 */
export function sendPartFile(response: Response, { absolutePath, file }: PartFile): Promise<void> {
  return new Promise((resolve, reject) => {
    response.sendFile(
      absolutePath,
      {
        acceptRanges: true,
        // The path is the file store's own (often under .data/), never a client's.
        dotfiles: 'allow',
        cacheControl: false,
        headers: { 'Content-Type': file.mime, 'Cache-Control': PRIVATE_FILE_CACHING, 'X-Content-Type-Options': 'nosniff' },
      },
      (error) => (error && !response.headersSent ? reject(error) : resolve()),
    );
  });
}
