import path from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (as an HTTP Range names them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: exam parts' JSON, audio and images, and stored PDFs. A local folder by
 * default (LocalFileStore), or an S3-compatible bucket (S3FileStore) when FILES_S3_BUCKET is set, so
 * that api replicas and workers on many machines share the files without a shared mount. Keys are
 * slash-separated relative paths chosen by the server, never by a client.
 */
export abstract class FileStore {
  /** The folder the files are kept in on this machine, or null when they are kept in a bucket. */
  abstract readonly localFolder: string | null;

  abstract put(key: string, data: Buffer): Promise<void>;

  abstract read(key: string): Promise<Buffer>;

  /** The file's size in bytes, or null when no file has the key. */
  abstract size(key: string): Promise<number | null>;

  /** The file's bytes as a stream, all of them or only `range`; null when no file has the key. */
  abstract stream(key: string, range?: ByteRange): Promise<Readable | null>;

  /** The keys of a folder (every key under `prefix/`) and of the key `prefix` itself, if it is one. */
  abstract list(prefix: string): Promise<string[]>;

  /** Removes a key, or a whole folder of keys (every key under `prefix/`). */
  abstract remove(prefix: string): Promise<void>;

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }
}

/** A key as both stores keep it; refuses one that is empty, absolute or climbs out with "..". */
export function checkedKey(key: string): string {
  const normalized = path.posix.normalize(key);
  if (!key || path.posix.isAbsolute(normalized) || normalized === '.' || normalized.split('/').includes('..')) {
    throw new Error(`Invalid file key "${key}"`);
  }
  return normalized.replace(/\/+$/, '');
}

/** The folder of every file a tenant owns: deleting the tenant deletes it. */
export function tenantFolder(tenantId: string): string {
  return `tenants/${tenantId}`;
}

/** The folder of one exam part's files. */
export function examPartFolder(tenantId: string, examPartId: string): string {
  return `${tenantFolder(tenantId)}/exam-parts/${examPartId}`;
}

/** Where a stored PDF's bytes live: in its tenant's folder, or the platform's for a developer's PDF. */
export function pdfDocumentKey(tenantId: string | null, pdfId: string): string {
  return `${tenantId ? tenantFolder(tenantId) : 'platform'}/pdfs/${pdfId}.pdf`;
}
