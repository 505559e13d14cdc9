import { type DynamicModule, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  AttemptsRepository,
  Clock,
  closeRedis,
  connectRedis,
  createClock,
  dataSourceOptions,
  FileStore,
  fileStoreFromEnv,
  initializeIsolated,
  pubSubModeOf,
  queuePrefix,
  redisConnectionOptions,
  type ServerEnv,
  SessionsRepository,
  type TenantScope,
  Transactions,
} from '@cdi/db';
import { Queue } from 'bullmq';
import type { Redis, RedisOptions } from 'ioredis';
import { DataSource } from 'typeorm';
import { provideRepository } from './provide-repository';
import { QUEUE_PRODUCER_TOKENS, type QueueName } from './queue-producers';

/** The process's general Redis client, made with the options the process asks for. */
export const REDIS = Symbol('REDIS');

/** How socket.io broadcasts travel through this deployment's Redis (PubSubMode), found once at start. */
export const PUBSUB_MODE = Symbol('PUBSUB_MODE');

export interface ConnectionsOptions {
  env: ServerEnv;
  /** Shown in pg_stat_activity, so a connection tells which process holds it. */
  applicationName: string;
  /** The options of the general Redis client (`REDIS`). */
  redis: RedisOptions;
  /**
   * Whose rows the database shows to work that set no scope (tenant-isolation.ts): 'none' in the api,
   * where every request and socket event runs in its caller's scope; 'platform' in the worker, whose
   * jobs serve every tenant.
   */
  tenantScopeOutsideWork: TenantScope;
  /** The queues this process produces jobs for, and what their connection adds to the URL. */
  producers: { queues: QueueName[]; connection?: { maxRetriesPerRequest?: number | null } };
}

/** Closes what this module opened (TypeOrmModule closes the DataSource itself). */
class ConnectionsShutdown implements OnApplicationShutdown {
  constructor(
    private readonly redis: Redis,
    private readonly producers: Queue[],
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.producers.map((queue) => queue.close()));
    await closeRedis(this.redis);
  }
}

/**
 * Postgres (through TypeOrmModule, from the one config in libs/db), Redis (every client through
 * connectRedis or redisConnectionOptions: one URL, or the Sentinels of a Redis that fails over), the
 * queue producers, the file store and the repositories of libs/db, one of each per process: the api
 * and the worker both start here.
 */
@Module({})
export class ConnectionsModule {
  static forRoot(options: ConnectionsOptions): DynamicModule {
    const { env } = options;
    const producers: Provider[] = options.producers.queues.map((name) => ({
      provide: QUEUE_PRODUCER_TOKENS[name],
      useFactory: () =>
        new Queue(name, {
          connection: { ...redisConnectionOptions(env), ...options.producers.connection },
          prefix: queuePrefix(env.REDIS_PREFIX),
        }),
    }));
    const producerTokens = options.producers.queues.map((name) => QUEUE_PRODUCER_TOKENS[name]);
    return {
      module: ConnectionsModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions({ url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE, applicationName: options.applicationName }),
            // One connection stays open when idle: pg_stat_activity always shows the process by its name and login.
            extra: { min: 1 },
            // A process that cannot reach Postgres fails at start, as before, rather than retrying in silence.
            toRetry: () => false,
          }),
          dataSourceFactory: (dataSourceOptions) =>
            initializeIsolated(new DataSource(dataSourceOptions!), options.tenantScopeOutsideWork),
        }),
      ],
      providers: [
        { provide: REDIS, useFactory: () => connectRedis(env, options.redis) },
        { provide: PUBSUB_MODE, inject: [REDIS], useFactory: (redis: Redis) => pubSubModeOf(redis) },
        ...producers,
        { provide: FileStore, useFactory: () => fileStoreFromEnv(env) },
        // Real time, or with TEST_CLOCK (refused in production) real time plus the offset tests set.
        { provide: Clock, useFactory: () => createClock(env) },
        // The repositories of libs/db that api and worker share.
        provideRepository(SessionsRepository),
        provideRepository(AttemptsRepository),
        { provide: Transactions, inject: [DataSource], useFactory: (ds: DataSource) => new Transactions(ds) },
        {
          provide: ConnectionsShutdown,
          inject: [REDIS, ...producerTokens],
          useFactory: (redis: Redis, ...queues: Queue[]) => new ConnectionsShutdown(redis, queues),
        },
      ],
      exports: [
        TypeOrmModule,
        REDIS,
        PUBSUB_MODE,
        ...producerTokens,
        FileStore,
        Clock,
        SessionsRepository,
        AttemptsRepository,
        Transactions,
      ],
    };
  }
}
