import { Controller, Get, Inject, Res } from '@nestjs/common';
import { type HealthResponse, HealthPaths, type LivenessResponse } from '@cdi/contracts';
import type { Queue } from 'bullmq';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { Public } from '../auth/auth.decorators';
import { HOUSEKEEPING_QUEUE, REDIS } from '../infrastructure/infrastructure.module';
import { DatabaseHealthRepository } from './database-health.repository';

type Check = HealthResponse['checks']['postgres'];

const CHECK_TIMEOUT_MS = 2000;

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabaseHealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(HOUSEKEEPING_QUEUE) private readonly housekeeping: Queue,
  ) {}

  /** Readiness: every dependency, and whether any worker is serving the queues. 503 when degraded. */
  @Get(HealthPaths.health)
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    let workers = 0;
    const [postgres, redis, queues] = await Promise.all([
      timed(() => this.database.ping()),
      timed(() => this.redis.ping()),
      timed(async () => {
        workers = await this.housekeeping.getWorkersCount();
        if (workers === 0) throw new Error('no worker is serving the queues');
      }),
    ]);
    const ok = [postgres, redis, queues].every((c) => c.status === 'up');
    response.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      timestamp: new Date().toISOString(),
      checks: { postgres, redis, queues: { ...queues, workers } },
    };
  }

  /**
   * Liveness: the process answers. Container health checks use this so a stopped worker does not restart
   * the api. It names the process, which tells apart the api processes that share one port.
   */
  @Get(HealthPaths.live)
  live(): LivenessResponse {
    return { status: 'ok', timestamp: new Date().toISOString(), pid: process.pid };
  }
}
