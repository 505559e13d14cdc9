import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Queues } from '@cdi/contracts';
import {
  Clock,
  createClock,
  createDataSource,
  EmitterLiveFeed,
  FileStore,
  LiveFeed,
  queuePrefix,
  SessionsRepository,
  TIMERS_QUEUE,
} from '@cdi/db';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { HousekeepingProcessor } from './housekeeping/housekeeping.processor';
import { IngestExamPartProcessor } from './ingest-exam-part/ingest-exam-part.processor';
import { OpsEmitter } from './live/ops-emitter';
import { TimersProcessor } from './timers/timers.processor';
import { QUEUE_PROCESSORS } from './queues/queue-processor';
import { QueueWorkers } from './queues/queue-workers';
import { WORKER_ENV, type WorkerEnv } from './worker-env';

/** The Redis connection the socket.io emitters publish on (no key prefix: the channel carries it). */
const EMITTER_REDIS = Symbol('EMITTER_REDIS');

@Injectable()
class ConnectionsShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EMITTER_REDIS) private readonly emitterRedis: Redis,
    @Inject(TIMERS_QUEUE) private readonly timers: Queue,
  ) {}
  async onApplicationShutdown(): Promise<void> {
    this.emitterRedis.disconnect();
    await this.timers.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** The worker: no HTTP, only queue processors. */
@Module({})
export class WorkerModule {
  static forEnv(env: WorkerEnv): DynamicModule {
    return {
      module: WorkerModule,
      providers: [
        { provide: WORKER_ENV, useValue: env },
        {
          provide: DataSource,
          useFactory: () =>
            createDataSource({ url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE, applicationName: 'cdi-worker' }).initialize(),
        },
        { provide: SessionsRepository, inject: [DataSource], useFactory: (ds: DataSource) => new SessionsRepository(ds) },
        { provide: FileStore, useValue: new FileStore(env.FILES_DIR) },
        { provide: EMITTER_REDIS, useFactory: () => new Redis(env.REDIS_URL) },
        { provide: OpsEmitter, inject: [EMITTER_REDIS], useFactory: (redis: Redis) => new OpsEmitter(redis, env.REDIS_PREFIX) },
        {
          provide: LiveFeed,
          inject: [EMITTER_REDIS],
          useFactory: (redis: Redis) => new EmitterLiveFeed(redis, env.REDIS_PREFIX),
        },
        { provide: Clock, useFactory: () => createClock(env) },
        {
          provide: TIMERS_QUEUE,
          useFactory: () =>
            new Queue(Queues.timers.name, { connection: { url: env.REDIS_URL }, prefix: queuePrefix(env.REDIS_PREFIX) }),
        },
        HousekeepingProcessor,
        IngestExamPartProcessor,
        TimersProcessor,
        {
          provide: QUEUE_PROCESSORS,
          inject: [HousekeepingProcessor, IngestExamPartProcessor, TimersProcessor],
          useFactory: (...processors) => processors,
        },
        QueueWorkers,
        ConnectionsShutdown,
      ],
    };
  }
}
