import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from './data-source';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Connection settings every server process (api, worker, scripts) reads from its environment. */
export const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  REDIS_URL: z.string().min(1).default(DEFAULT_REDIS_URL),
  /** Prefix of every Redis key this deployment writes; tests use one per run so runs never collide. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+:$/, 'REDIS_PREFIX must be letters, digits, _ . - : and end with ":"')
    .default('cdi:'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The folder uploaded files are kept in; shared by api replicas and workers. */
  FILES_DIR: z
    .string()
    .min(1)
    .default('.data/files')
    .transform((dir) => path.resolve(dir)),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** BullMQ keeps its own prefix (it refuses an ioredis keyPrefix); derive it from the deployment's. */
export function queuePrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** The socket.io Redis adapter's key (channel prefix); the worker's emitter must use the same. */
export function socketIoKey(redisPrefix: string): string {
  return `${redisPrefix}socket.io`;
}

/** The room every developer's /ops socket is in; the worker publishes queue progress to it. */
export function opsDevelopersRoom(): string {
  return 'ops:developers';
}

/** The room of one attempt's candidate sockets in /exam (the worker tells them about expiry). */
export function examAttemptRoom(attemptId: string): string {
  return `attempt:${attemptId}`;
}

/** The room of the invigilators watching one assignment. */
export function assignmentRoom(assignmentId: string): string {
  return `assignment:${assignmentId}`;
}

/** Rooms every socket joins for its session and its user, so revoking either cuts it at once. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
export function tenantRoom(tenantId: string): string {
  return `tenant:${tenantId}`;
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

/** In production nothing may fall back to a default connection string. */
export function requireExplicitInProduction(env: ServerEnv, source: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((k) => !source[k]);
  if (missing.length) throw new Error(`Production mode needs ${missing.join(' and ')} to be set`);
}
