import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { MetricsPaths, MetricsTexts } from '@cdi/contracts';
import type { Request, Response } from 'express';
import type { BlockList } from 'node:net';
import { Public } from '../auth/auth.decorators';
import { ApiError } from '../common/api-error';
import { API_ENV, type ApiEnv } from '../config/api-env';
import { allowedAddresses, metricsAccess } from './metrics-access';
import { MetricsService } from './metrics.service';

/** GET /api/metrics for Prometheus: not behind a session, behind an address list or a bearer token. */
@Public()
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

  @Get(MetricsPaths.metrics)
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
