import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ByteRange, checkedKey, FileStore } from './file-store';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, a cloud's own); AWS's own when absent. */
  endpoint?: string;
  /** Bucket in the path rather than the host name, as MinIO and most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** Absent: the SDK's own chain (a pod's service account, instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;
/**
 * Sockets to the bucket at once. Each audio or PDF a candidate is being sent holds one until it is
 * sent, so an exam morning needs far more than the SDK's default of 50.
 */
const MAX_SOCKETS = 1000;

/**
 * Files in an S3-compatible bucket: what lets api replicas and workers on many machines share them.
 * The api streams them to clients itself, with range requests, so a candidate never holds a bucket URL.
 */
export class S3FileStore extends FileStore {
  readonly localFolder = null;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3FileStoreOptions) {
    super();
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: S3-compatible servers differ on the newer optional ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { httpAgent: { maxSockets: MAX_SOCKETS }, httpsAgent: { maxSockets: MAX_SOCKETS } },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Body: data }));
  }

  async read(key: string): Promise<Buffer> {
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
    if (!Body) throw new Error(`No body for "${key}"`);
    return Buffer.from(await Body.transformToByteArray());
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkedKey(key),
      Range: range && `bytes=${range.start}-${range.end}`,
    });
    const { Body } = await this.client.send(command).catch((error: unknown) => {
      if (isNotFound(error)) return { Body: null };
      throw error;
    });
    if (Body === null) return null;
    if (!(Body instanceof Readable)) throw new Error(`No stream for "${key}"`);
    return Body;
  }

  async list(prefix: string): Promise<string[]> {
    const key = checkedKey(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: key, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        // "tenants/a" must not take "tenants/ab/...": the key itself, or what is under its folder.
        if (object.Key === key || object.Key?.startsWith(`${key}/`)) keys.push(object.Key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async remove(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) throw new Error(`Could not delete ${failed.length} files under "${prefix}": ${failed[0]!.Message}`);
    }
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
