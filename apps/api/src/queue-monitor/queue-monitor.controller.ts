import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type Ok,
  type QueueJobResponse,
  QueueJobParamSchema,
  type QueueJobsQuery,
  QueueJobsQuerySchema,
  type QueueJobsResponse,
  type QueueListResponse,
  QueueMonitorPaths,
  QueueParamSchema,
} from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { QueueMonitorService } from './queue-monitor.service';

/** The developer's queue monitor: counts and throughput per queue, jobs by state, retry and remove. */
@Controller()
@Roles('developer')
export class QueueMonitorController {
  constructor(private readonly monitor: QueueMonitorService) {}

  @Get(QueueMonitorPaths.queues)
  async list(): Promise<QueueListResponse> {
    return { success: true, queues: await this.monitor.summaries() };
  }

  @Get(QueueMonitorPaths.jobs)
  async jobs(
    @Param(validPath(QueueParamSchema)) { queue }: { queue: string },
    @Query(validBody(QueueJobsQuerySchema)) query: QueueJobsQuery,
  ): Promise<QueueJobsResponse> {
    return { success: true, jobs: await this.monitor.jobs(queue, query.state) };
  }

  @Post(QueueMonitorPaths.retry)
  @HttpCode(200)
  async retry(
    @CurrentActor() actor: Actor,
    @Param(validPath(QueueJobParamSchema)) { queue, jobId }: { queue: string; jobId: string },
  ): Promise<QueueJobResponse> {
    return { success: true, job: await this.monitor.retry(actor, queue, jobId) };
  }

  @Delete(QueueMonitorPaths.job)
  async remove(
    @CurrentActor() actor: Actor,
    @Param(validPath(QueueJobParamSchema)) { queue, jobId }: { queue: string; jobId: string },
  ): Promise<Ok> {
    await this.monitor.remove(actor, queue, jobId);
    return { success: true };
  }
}
