import { type DynamicModule, Module } from '@nestjs/common';
import { Queues } from '@cdi/contracts';
import { ConnectionsModule, provideRepository, REDIS } from '@cdi/connections';
import { AdminJobFeed, EmitterLiveFeed, LiveFeed, SectionMarkingRepository, TestHistoryRepository } from '@cdi/db';
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
        { provide: OpsEmitter, inject: [REDIS], useFactory: (redis: Redis) => new OpsEmitter(redis, env.REDIS_PREFIX) },
        { provide: LiveFeed, inject: [REDIS], useFactory: (redis: Redis) => new EmitterLiveFeed(redis, env.REDIS_PREFIX) },
        { provide: AdminJobFeed, inject: [REDIS], useFactory: (redis: Redis) => new AdminJobFeed(redis, env.REDIS_PREFIX) },
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
