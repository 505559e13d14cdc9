import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QUEUE_PRODUCER_TOKENS } from '@cdi/connections';
import { withTimeout } from '@cdi/db';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { TrafficMeter } from '../live/traffic-meter';
import { TrafficReporter } from '../live-traffic/traffic-reporter';
import { renderHistogram } from './render-histogram';

/** The job states a queue's depth is reported in. */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;
/** A scrape never waits longer than this for Redis: the queue gauges are then left out. */
const QUEUE_TIMEOUT_MS = 1000;
const ACK_METRIC = 'cdi_answer_ack_seconds';

/**
 * This replica's Prometheus metrics: Node's process metrics, HTTP request durations by route, the
 * answer ack histogram (kept by the traffic meter, rendered here: the answer path never calls into
 * prom-client), sockets by namespace and the catalogue's queue depths (read when scraped).
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();
  private readonly http: Histogram<'method' | 'route' | 'status_code'>;
  private readonly queues: Queue[] = [];

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly meter: TrafficMeter,
    private readonly reporter: TrafficReporter,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.http = new Histogram({
      name: 'cdi_http_request_duration_seconds',
      help: 'HTTP request duration by method, route (the pattern, not the path) and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const sockets = () => this.reporter.socketCounts();
    new Gauge({
      name: 'cdi_sockets_connected',
      help: 'Connected socket.io sockets on this replica by namespace',
      labelNames: ['namespace'],
      registers: [this.registry],
      collect() {
        const counts = sockets();
        this.set({ namespace: '/exam' }, counts.exam);
        this.set({ namespace: '/invigilate' }, counts.invigilate);
        this.set({ namespace: '/ops' }, counts.ops);
      },
    });
    const depths = () => this.queueDepths();
    new Gauge({
      name: 'cdi_queue_jobs',
      help: 'Jobs of each queue of the catalogue by state (BullMQ)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { queue, counts } of await depths()) {
          for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
        }
      },
    });
  }

  /** Every producer of the catalogue this process has (the api produces for each queue). */
  onModuleInit(): void {
    for (const token of Object.values(QUEUE_PRODUCER_TOKENS)) {
      try {
        this.queues.push(this.moduleRef.get<Queue>(token, { strict: false }));
      } catch {
        // Not a producer in this process.
      }
    }
  }

  /** Others that want each request's duration (the system stats' average): one timing serves all. */
  private readonly requestListeners: ((durationMs: number) => void)[] = [];

  onRequestTimed(listener: (durationMs: number) => void): void {
    this.requestListeners.push(listener);
  }

  /** Times every HTTP request by the route that served it (unmatched paths share one label). */
  readonly httpMiddleware = (request: Request, response: Response, next: NextFunction): void => {
    const started = performance.now();
    response.once('finish', () => {
      const durationMs = performance.now() - started;
      const route = (request.route as { path?: unknown } | undefined)?.path;
      this.http.observe(
        {
          method: request.method,
          route: typeof route === 'string' ? `${request.baseUrl}${route}` : '(unmatched)',
          status_code: String(response.statusCode),
        },
        durationMs / 1000,
      );
      for (const listener of this.requestListeners) listener(durationMs);
    });
    next();
  };

  async render(): Promise<string> {
    return (
      (await this.registry.metrics()) +
      renderHistogram(ACK_METRIC, 'Answer ack latency: received to acknowledged after its batch commits', this.meter.ackTotal)
    );
  }

  private async queueDepths(): Promise<{ queue: string; counts: Record<string, number> }[]> {
    try {
      return await withTimeout(
        Promise.all(this.queues.map(async (q) => ({ queue: q.name, counts: await q.getJobCounts(...QUEUE_STATES) }))),
        QUEUE_TIMEOUT_MS,
      );
    } catch {
      return [];
    }
  }
}
