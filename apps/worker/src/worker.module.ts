import { type DynamicModule, Module } from '@nestjs/common';
import { Queues } from '@cdi/contracts';
import { ConnectionsModule, provideRepository, PUBSUB_MODE, REDIS } from '@cdi/connections';
import {
  AdminJobFeed,
  type Broadcaster,
  EmitterLiveFeed,
  LiveFeed,
  type PubSubMode,
  SectionMarkingRepository,
  socketIoRedisEmitter,
  TestHistoryRepository,
} from '@cdi/db';
import type { Redis } from 'ioredis';
import { AuditRetentionRepository } from './housekeeping/audit-retention.repository';
import { HousekeepingProcessor } from './housekeeping/housekeeping.processor';
import { ExamPartsRepository } from './ingest-exam-part/exam-parts.repository';
import { IngestExamPartProcessor } from './ingest-exam-part/ingest-exam-part.processor';
import { OpsEmitter } from './live/ops-emitter';
import { StudentImportProcessor } from './student-import/student-import.processor';
import { StudentImportRepository } from './student-import/student-import.repository';
import { ScoreAttemptProcessor } from './score-attempt/score-attempt.processor';
import { ShuffleProcessor } from './shuffle/shuffle.processor';
import { TimersProcessor } from './timers/timers.processor';
import { QUEUE_PROCESSORS } from './queues/queue-processor';
import { QueueWorkers } from './queues/queue-workers';
import { WORKER_ENV, type WorkerEnv } from './worker-env';

/** The worker's broadcasts to sockets on every api replica (its feeds share one emitter). */
const SOCKET_BROADCASTS = Symbol('SOCKET_BROADCASTS');

/** The worker: no HTTP, only queue processors. */
@Module({})
export class WorkerModule {
  static forEnv(env: WorkerEnv): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConnectionsModule.forRoot({
          env,
          applicationName: 'cdi-worker',
          // Jobs serve every tenant (ids the api checked when it queued them).
          tenantScopeOutsideWork: 'platform',
          // The worker's Redis client only carries the socket.io emitters' messages: no key prefix,
          // their channel names carry the deployment's.
          redis: {},
          producers: { queues: [Queues.timers.name, Queues.scoreAttempt.name] },
        }),
      ],
      providers: [
        { provide: WORKER_ENV, useValue: env },
        {
          provide: SOCKET_BROADCASTS,
          inject: [REDIS, PUBSUB_MODE],
          useFactory: (redis: Redis, mode: PubSubMode) => socketIoRedisEmitter(mode, redis, env.REDIS_PREFIX),
        },
        { provide: OpsEmitter, inject: [SOCKET_BROADCASTS], useFactory: (emitter: Broadcaster) => new OpsEmitter(emitter) },
        { provide: LiveFeed, inject: [SOCKET_BROADCASTS], useFactory: (emitter: Broadcaster) => new EmitterLiveFeed(emitter) },
        { provide: AdminJobFeed, inject: [SOCKET_BROADCASTS], useFactory: (emitter: Broadcaster) => new AdminJobFeed(emitter) },
        AuditRetentionRepository,
        ExamPartsRepository,
        HousekeepingProcessor,
        IngestExamPartProcessor,
        TimersProcessor,
        StudentImportRepository,
        StudentImportProcessor,
        provideRepository(TestHistoryRepository),
        ShuffleProcessor,
        provideRepository(SectionMarkingRepository),
        ScoreAttemptProcessor,
        {
          provide: QUEUE_PROCESSORS,
          inject: [
            HousekeepingProcessor,
            IngestExamPartProcessor,
            TimersProcessor,
            StudentImportProcessor,
            ShuffleProcessor,
            ScoreAttemptProcessor,
          ],
          useFactory: (...processors) => processors,
        },
        QueueWorkers,
      ],
    };
  }
}
