import { Redis, type RedisOptions } from 'ioredis';
import { z } from 'zod';
import { withTimeout } from '../with-timeout';

/** A Sentinel's address, as `REDIS_SENTINELS` lists them: `host:port`. */
const SentinelAddress = z.string().regex(/^[^\s:,]+:\d{1,5}$/, 'each sentinel must be host:port');

/**
 * How every process finds Redis: `REDIS_URL`, or with `REDIS_SENTINELS` the master that the Sentinels
 * name, so that a failover moves every client to the promoted replica on its own. Part of
 * ServerEnvSchema.
 */
export const RedisEnvSchema = z.object({
  /** The Redis server; with REDIS_SENTINELS, only its password, user, database and TLS (rediss://) count. */
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** Comma-separated host:port of the Sentinels watching the master (unset: REDIS_URL is the server). */
  REDIS_SENTINELS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(SentinelAddress).min(1))
      .optional(),
  ),
  /** The master's name in the Sentinels' configuration (`sentinel monitor <name> ...`). */
  REDIS_SENTINEL_MASTER: z.string().min(1).default('mymaster'),
  /** The Sentinels' own password, when they ask for one (`requirepass` in sentinel.conf). */
  REDIS_SENTINEL_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
});
export type RedisEnv = z.infer<typeof RedisEnvSchema>;

/** Where and as whom a Redis client connects: what ioredis and BullMQ both take. */
export interface RedisConnectionOptions {
  url?: string;
  sentinels?: { host: string; port: number }[];
  name?: string;
  sentinelPassword?: string;
  username?: string;
  password?: string;
  db?: number;
  tls?: object;
  enableTLSForSentinelMode?: boolean;
  reconnectOnError?: (error: Error) => boolean | 1 | 2;
}

/**
 * The connection options of every Redis client a process opens (its general client, the socket.io
 * adapter's, BullMQ's producers and workers), in a form BullMQ accepts too. ioredis asks a Sentinel
 * for the current master on every (re)connection.
 */
export function redisConnectionOptions(env: RedisEnv): RedisConnectionOptions {
  if (!env.REDIS_SENTINELS) return { url: env.REDIS_URL };
  const url = new URL(env.REDIS_URL);
  const db = Number(url.pathname.replace(/^\//, '') || 0);
  return {
    sentinels: env.REDIS_SENTINELS.map((address) => {
      const [host, port] = address.split(':');
      return { host: host!, port: Number(port) };
    }),
    name: env.REDIS_SENTINEL_MASTER,
    // Sentinel cuts the clients of a master it demotes, so they reconnect and ask again; should a
    // write still reach a demoted server (a connection that outlived the switchover), do the same.
    reconnectOnError: (error) => (error.message.startsWith('READONLY') ? 2 : false),
    ...(env.REDIS_SENTINEL_PASSWORD ? { sentinelPassword: env.REDIS_SENTINEL_PASSWORD } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(db ? { db } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {}, enableTLSForSentinelMode: true } : {}),
  };
}

/** A Redis client of this deployment's Redis, with the caller's own options (pipelining, retries...). */
export function connectRedis(env: RedisEnv, options: RedisOptions = {}): Redis {
  const { url, ...connection } = redisConnectionOptions(env);
  return url ? new Redis(url, { ...connection, ...options }) : new Redis({ ...connection, ...options });
}

/** How long a closing client waits, at most, for Redis to answer what it already sent or queued. */
const CLOSE_WAIT_MS = 2_000;

/**
 * Closes a client once Redis has what it sent or queued. disconnect() alone dropped a stopping api's
 * last broadcasts: with auto-pipelining a command waits in the next pipeline until the one running is
 * answered, and the invigilators' patch of its final answer batch never left (fault R12). A PING
 * queued behind them answers only after them; QUIT then ends the connection once its replies are read.
 * With Redis away, it gives up after CLOSE_WAIT_MS and drops the connection.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await withTimeout(
      client.ping().then(() => client.quit()),
      CLOSE_WAIT_MS,
    );
  } catch {
    client.disconnect();
  }
}
