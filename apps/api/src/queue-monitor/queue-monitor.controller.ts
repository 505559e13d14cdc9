import { Controller } from '@nestjs/common';
import { type ParamsOf, type QueryOf, QueueMonitorRoutes, type ResponseOf } from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteParams, RouteQuery } from '../common/endpoint';
import { QueueMonitorService } from './queue-monitor.service';

type Routes = typeof QueueMonitorRoutes;

/** The developer's queue monitor: counts and throughput per queue, jobs by state, retry and remove. */
@Controller()
export class QueueMonitorController {
  constructor(private readonly monitor: QueueMonitorService) {}

  @Endpoint(QueueMonitorRoutes.queues)
  async list(): Promise<ResponseOf<Routes['queues']>> {
    return { success: true, queues: await this.monitor.summaries() };
  }

  @Endpoint(QueueMonitorRoutes.jobs)
  async jobs(
    @RouteParams(QueueMonitorRoutes.jobs) { queue }: ParamsOf<Routes['jobs']>,
    @RouteQuery(QueueMonitorRoutes.jobs) query: QueryOf<Routes['jobs']>,
  ): Promise<ResponseOf<Routes['jobs']>> {
    return { success: true, jobs: await this.monitor.jobs(queue, query.state) };
  }

  @Endpoint(QueueMonitorRoutes.retry)
  async retry(
    @CurrentActor() actor: Actor,
    @RouteParams(QueueMonitorRoutes.retry) { queue, jobId }: ParamsOf<Routes['retry']>,
  ): Promise<ResponseOf<Routes['retry']>> {
    return { success: true, job: await this.monitor.retry(actor, queue, jobId) };
  }

  @Endpoint(QueueMonitorRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(QueueMonitorRoutes.remove) { queue, jobId }: ParamsOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.monitor.remove(actor, queue, jobId);
    return { success: true };
  }
}
