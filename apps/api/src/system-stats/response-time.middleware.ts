import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SystemMonitor } from './system-monitor';

/** Times every api request, start to the last byte sent, for the average response time. */
@Injectable()
export class ResponseTimeMiddleware implements NestMiddleware {
  constructor(private readonly monitor: SystemMonitor) {}

  use(_request: Request, response: Response, next: NextFunction): void {
    const started = performance.now();
    response.once('finish', () => this.monitor.recordRequest(performance.now() - started));
    next();
  }
}
