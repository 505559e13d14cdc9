import { Inject, Injectable } from '@nestjs/common';
import type { HealthResponse, LivenessResponse } from '@cdi/contracts';
import { Clock, withTimeout } from '@cdi/db';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { HOUSEKEEPING_QUEUE, REDIS } from '../infrastructure/infrastructure.module';
import { SocketEmitter } from '../live/socket-emitter';
import { DatabaseHealthRepository } from './database-health.repository';

type Check = HealthResponse['checks']['postgres'];

const CHECK_TIMEOUT_MS = 2000;

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await withTimeout(probe(), CHECK_TIMEOUT_MS);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether the api and what it depends on answer. */
@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseHealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(HOUSEKEEPING_QUEUE) private readonly housekeeping: Queue,
    private readonly clock: Clock,
    private readonly sockets: SocketEmitter,
  ) {}

  /** Every dependency, and whether any worker is serving the queues. */
  async readiness(): Promise<HealthResponse> {
    let workers = 0;
    const [postgres, redis, queues] = await Promise.all([
      timed(() => this.database.ping()),
      timed(() => this.redis.ping()),
      timed(async () => {
        workers = await this.housekeeping.getWorkersCount();
        if (workers === 0) throw new Error('no worker is serving the queues');
      }),
    ]);
    // A process that is stopping is not ready, however well its dependencies answer.
    const draining = this.sockets.draining;
    const ok = !draining && [postgres, redis, queues].every((c) => c.status === 'up');
    return {
      status: ok ? 'ok' : 'degraded',
      ...(draining ? { draining } : {}),
      timestamp: this.clock.date().toISOString(),
      checks: { postgres, redis, queues: { ...queues, workers } },
    };
  }

  /** The process answers; it names itself, which tells apart the api processes that share one port. */
  liveness(): LivenessResponse {
    return { status: 'ok', timestamp: this.clock.date().toISOString(), pid: process.pid };
  }
}
