import { Controller, Inject, Req, Res } from '@nestjs/common';
import { MetricsRoutes, MetricsTexts } from '@cdi/contracts';
import type { Request, Response } from 'express';
import type { BlockList } from 'node:net';
import { ApiError } from '../common/api-error';
import { Endpoint } from '../common/endpoint';
import { API_ENV, type ApiEnv } from '../config/api-env';
import { allowedAddresses, metricsAccess } from './metrics-access';
import { MetricsService } from './metrics.service';

/** GET /api/metrics for Prometheus: not behind a session, behind an address list or a bearer token. */
@Controller()
export class MetricsController {
  private readonly allow: BlockList;
  private readonly token: string | undefined;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(API_ENV) env: ApiEnv,
  ) {
    this.allow = allowedAddresses(env.METRICS_ALLOW);
    this.token = env.METRICS_TOKEN;
  }

  @Endpoint(MetricsRoutes.metrics)
  async scrape(@Req() request: Request, @Res() response: Response): Promise<void> {
    const access = metricsAccess(
      { address: request.ip, authorization: request.headers.authorization },
      {
        allow: this.allow,
        token: this.token,
      },
    );
    if (access === 'unauthenticated') {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw ApiError.unauthenticated(MetricsTexts.tokenOrAddressNeeded);
    }
    if (access === 'forbidden') throw ApiError.forbidden(MetricsTexts.notAllowed);
    const body = await this.metrics.render();
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    response.send(body);
  }
}
