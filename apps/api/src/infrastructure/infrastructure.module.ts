import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Queues } from '@cdi/contracts';
import { Clock, createClock, createDataSource, FileStore, queuePrefix, SessionsRepository, TIMERS_QUEUE } from '@cdi/db';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { API_ENV, type ApiEnv } from '../config/api-env';

/** The general Redis client: rate limits and live state. Keys carry the deployment's prefix. */
export const REDIS = Symbol('REDIS');
export const HOUSEKEEPING_QUEUE = Symbol('HOUSEKEEPING_QUEUE');
export const INGEST_QUEUE = Symbol('INGEST_QUEUE');

/** A BullMQ producer: commands fail fast rather than hang a request when Redis is away. */
function producer(name: string, env: ApiEnv): Queue {
  return new Queue(name, { connection: { url: env.REDIS_URL, maxRetriesPerRequest: 1 }, prefix: queuePrefix(env.REDIS_PREFIX) });
}

@Injectable()
class ConnectionsShutdown implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(HOUSEKEEPING_QUEUE) private readonly housekeeping: Queue,
    @Inject(INGEST_QUEUE) private readonly ingest: Queue,
    @Inject(TIMERS_QUEUE) private readonly timers: Queue,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.housekeeping.close(), this.ingest.close(), this.timers.close()]);
    this.redis.disconnect();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** Postgres, Redis and queue producers, one of each per process, for every feature module. */
@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [API_ENV],
      useFactory: async (env: ApiEnv) =>
        createDataSource({ url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE, applicationName: 'cdi-api' }).initialize(),
    },
    {
      provide: REDIS,
      inject: [API_ENV],
      // Auto-pipelining sends the commands of one event-loop turn (thousands of heartbeats) in one
      // write: without it, writing commands to the socket one by one was a quarter of the api's CPU.
      useFactory: (env: ApiEnv) =>
        new Redis(env.REDIS_URL, { keyPrefix: env.REDIS_PREFIX, lazyConnect: false, enableAutoPipelining: true }),
    },
    { provide: HOUSEKEEPING_QUEUE, inject: [API_ENV], useFactory: (env: ApiEnv) => producer(Queues.housekeeping.name, env) },
    { provide: INGEST_QUEUE, inject: [API_ENV], useFactory: (env: ApiEnv) => producer(Queues.ingestExamPart.name, env) },
    { provide: TIMERS_QUEUE, inject: [API_ENV], useFactory: (env: ApiEnv) => producer(Queues.timers.name, env) },
    { provide: FileStore, inject: [API_ENV], useFactory: (env: ApiEnv) => new FileStore(env.FILES_DIR) },
    { provide: SessionsRepository, inject: [DataSource], useFactory: (ds: DataSource) => new SessionsRepository(ds) },
    { provide: Clock, inject: [API_ENV], useFactory: (env: ApiEnv) => createClock(env) },
    ConnectionsShutdown,
  ],
  exports: [DataSource, REDIS, HOUSEKEEPING_QUEUE, INGEST_QUEUE, TIMERS_QUEUE, FileStore, SessionsRepository, Clock],
})
export class InfrastructureModule {}
