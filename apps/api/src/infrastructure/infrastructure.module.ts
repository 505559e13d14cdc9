import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Queues } from '@cdi/contracts';
import { ConnectionsModule } from '@cdi/connections';
import { API_ENV, type ApiEnv } from '../config/api-env';

/** The api's connection tokens, from the module both processes share. */
export { HOUSEKEEPING_QUEUE, INGEST_QUEUE, REDIS, SHUFFLE_QUEUE, STUDENT_IMPORT_QUEUE } from '@cdi/connections';

/**
 * The api's environment and its connections (Postgres, Redis, queue producers, files, sessions), one
 * of each per process, for every feature module: the one global module, so features import what is theirs.
 */
@Global()
@Module({})
export class InfrastructureModule {
  static forEnv(env: ApiEnv): DynamicModule {
    const connections = ConnectionsModule.forRoot({
      env,
      applicationName: 'cdi-api',
      // Each request and socket event runs in its caller's tenant scope (TenantScopeInterceptor).
      tenantScopeOutsideWork: 'none',
      // Keys carry the deployment's prefix. Auto-pipelining sends the commands of one event-loop turn
      // (thousands of heartbeats) in one write: without it, writing commands to the socket one by one
      // was a quarter of the api's CPU.
      redis: { keyPrefix: env.REDIS_PREFIX, lazyConnect: false, enableAutoPipelining: true },
      // Producer commands fail fast rather than hang a request when Redis is away.
      producers: {
        queues: [
          Queues.housekeeping.name,
          Queues.ingestExamPart.name,
          Queues.timers.name,
          Queues.studentImport.name,
          Queues.shuffle.name,
          Queues.scoreAttempt.name,
        ],
        connection: { maxRetriesPerRequest: 1 },
      },
    });
    return {
      module: InfrastructureModule,
      imports: [connections],
      providers: [{ provide: API_ENV, useValue: env }],
      exports: [connections, API_ENV],
    };
  }
}
