import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The bucket the run's S3 API server holds; file keys start with tenant ids, so tests never collide. */
export const TEST_BUCKET = 'cdi-test-files';
/** s3rver accepts these credentials and no others. */
const CREDENTIALS = { FILES_S3_ACCESS_KEY_ID: 'S3RVER', FILES_S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3Server {
  /** The variables that point the api and workers at the bucket instead of FILES_DIR. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3 API server that runs in Node (s3rver), over its own temporary folder: what the file store
 * tests and the api's bucket mode run against, as production runs against S3 or MinIO.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cdi-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILES_S3_BUCKET: TEST_BUCKET,
      FILES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      FILES_S3_REGION: 'us-east-1',
      FILES_S3_FORCE_PATH_STYLE: 'true',
      ...CREDENTIALS,
    },
    async close() {
      // The SDK keeps its sockets alive; close would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
