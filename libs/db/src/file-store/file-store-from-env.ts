import type { ServerEnv } from '../server-env';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

type FileStoreEnv = Pick<
  ServerEnv,
  | 'FILES_DIR'
  | 'FILES_S3_BUCKET'
  | 'FILES_S3_ENDPOINT'
  | 'FILES_S3_REGION'
  | 'FILES_S3_ACCESS_KEY_ID'
  | 'FILES_S3_SECRET_ACCESS_KEY'
  | 'FILES_S3_FORCE_PATH_STYLE'
>;

/** The bucket when FILES_S3_BUCKET is set, the local folder FILES_DIR otherwise (`npm start`'s default). */
export function fileStoreFromEnv(env: FileStoreEnv): FileStore {
  if (!env.FILES_S3_BUCKET) return new LocalFileStore(env.FILES_DIR);
  const { FILES_S3_ACCESS_KEY_ID: accessKeyId, FILES_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return new S3FileStore({
    bucket: env.FILES_S3_BUCKET,
    region: env.FILES_S3_REGION,
    endpoint: env.FILES_S3_ENDPOINT,
    forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
