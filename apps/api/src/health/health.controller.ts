import { Controller, Res } from '@nestjs/common';
import { HealthRoutes, type ResponseOf } from '@cdi/contracts';
import type { Response } from 'express';
import { Endpoint } from '../common/endpoint';
import { HealthService } from './health.service';

type Routes = typeof HealthRoutes;

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Readiness: 503 when degraded. */
  @Endpoint(HealthRoutes.health)
  async readiness(@Res({ passthrough: true }) response: Response): Promise<ResponseOf<Routes['health']>> {
    const answer = await this.health.readiness();
    response.status(answer.status === 'ok' ? 200 : 503);
    return answer;
  }

  /** Liveness: container health checks use this so a stopped worker does not restart the api. */
  @Endpoint(HealthRoutes.live)
  live(): ResponseOf<Routes['live']> {
    return this.health.liveness();
  }
}
