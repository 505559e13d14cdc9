import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore } from '@cdi/db';
import type { Request, Response } from 'express';
import { ApiError } from './api-error';

/** A file in the store, with the headers it is sent with (its type and caching). */
export interface FileToSend {
  key: string;
  size: number;
  headers: Record<string, string>;
  /** The 404's text when the store has no such file (the generic one by default). */
  missing?: string;
}

/**
 * A stored file's version: its store key names one upload for good (a changed file is a new key), so
 * the key and size are the content's version, the same on every api replica and in either store.
 */
export function storedFileVersion(key: string, size: number): string {
  return createHash('sha256').update(`${key}:${size}`).digest('base64url').slice(0, 32);
}

/**
 * Streams a stored file from whichever store holds it, through the api: a client never holds a
 * bucket's URL. With a strong ETag (so what the browser holds answers 304), range requests (206, so an
 * audio player starts at once and seeks; 416 past the end), If-Range (a resumed download stays whole)
 * and HEAD.
 */
export async function sendStoredFile(
  response: Response,
  store: FileStore,
  { key, size, headers, missing }: FileToSend,
): Promise<void> {
  const request = response.req;
  const etag = `"${storedFileVersion(key, size)}"`;
  response.set({ ...headers, ETag: etag, 'Accept-Ranges': 'bytes', 'X-Content-Type-Options': 'nosniff' });
  // Express compares If-None-Match with the ETag just set.
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  const range = askedRange(request, size, etag);
  if (range === 'unsatisfiable') {
    response.status(416).set('Content-Range', `bytes */${size}`).end();
    return;
  }
  const body = request.method === 'HEAD' || size === 0 ? null : await store.stream(key, range);
  if (!body && request.method !== 'HEAD' && size > 0) {
    // The file's validators and caching must not stay on the 404 (a browser would keep that for good).
    for (const name of [...Object.keys(headers), 'ETag', 'Accept-Ranges']) response.removeHeader(name);
    throw ApiError.notFound(missing);
  }
  if (range) {
    response.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    response.set('Content-Length', String(range.end - range.start + 1));
  } else {
    response.set('Content-Length', String(size));
  }
  if (!body) {
    response.end();
    return;
  }
  // A client that leaves halfway (a seek, a closed tab) ends the pipeline early: nothing to report.
  await pipeline(body, response).catch(() => undefined);
}

/** The one range asked for, when the request asks for one that still holds (If-Range) and can be sent. */
function askedRange(request: Request, size: number, etag: string): ByteRange | 'unsatisfiable' | undefined {
  if (!request.headers.range) return undefined;
  const ifRange = request.headers['if-range'];
  // A date (the file has no Last-Modified) or another version: the whole file, as it is now.
  if (ifRange && ifRange !== etag) return undefined;
  const ranges = request.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed, or several ranges at once (no player asks for those): the whole file.
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}
