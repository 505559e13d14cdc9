import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from './data-source';
import { RedisEnvSchema } from './redis/redis-connection';

/**
 * An optional variable that an empty value leaves unset: a Kubernetes ConfigMap or a compose file
 * lists every variable, with "" where none applies.
 */
export function unsetWhenEmpty<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** Connection settings every server process (api, worker, scripts) reads from its environment. */
export const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  ...RedisEnvSchema.shape,
  /** Prefix of every Redis key this deployment writes; tests use one per run so runs never collide. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+:$/, 'REDIS_PREFIX must be letters, digits, _ . - : and end with ":"')
    .default('cdi:'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Tests only: a clock they move forward through Redis (see createClock). Production refuses it. */
  TEST_CLOCK: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
  /** The folder uploaded files are kept in when no bucket is set; shared by api replicas and workers. */
  FILES_DIR: z
    .string()
    .min(1)
    .default('.data/files')
    .transform((dir) => path.resolve(dir)),
  /** An S3-compatible bucket for uploaded files instead of FILES_DIR (see fileStoreFromEnv). */
  FILES_S3_BUCKET: unsetWhenEmpty(z.string().min(1)),
  /** The S3-compatible server's URL (MinIO, another cloud); AWS S3 itself when unset. */
  FILES_S3_ENDPOINT: unsetWhenEmpty(z.url()),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the SDK's own credentials (a pod's service account, an instance role, AWS_* variables). */
  FILES_S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1)),
  FILES_S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1)),
  /** "true" for servers that want the bucket in the path (MinIO and most S3-compatible ones). */
  FILES_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** BullMQ keeps its own prefix (it refuses an ioredis keyPrefix); derive it from the deployment's. */
export function queuePrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** Parses an environment with a schema and fails with every problem listed, once, at boot. */
export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv): z.infer<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/** In production nothing may fall back to a default connection string, and time is never adjustable. */
export function requireExplicitInProduction(env: ServerEnv, source: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.TEST_CLOCK) throw new Error('TEST_CLOCK is for tests only: production runs on real time');
  // Behind Sentinels, REDIS_URL may be left out (no password): the Sentinels name the server.
  const missing = ['DATABASE_URL', env.REDIS_SENTINELS ? null : 'REDIS_URL'].filter((k) => k && !source[k]);
  if (missing.length) throw new Error(`Production mode needs ${missing.join(' and ')} to be set`);
}
