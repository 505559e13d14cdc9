import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import { type HistogramSnapshot, LatencyHistogram } from './latency-histogram';

/** What this replica measured since the last sample. */
export interface TrafficSample {
  windowMs: number;
  answers: number;
  /** Answers saved per tenant in the window. */
  answersByTenant: Map<string, number>;
  ack: HistogramSnapshot;
  delivery: HistogramSnapshot;
  eventLoopP99Ms: number | null;
}

/**
 * This replica's live traffic, measured where it happens (the answer batcher, the roster feed) into
 * counters and fixed-bucket histograms: per answer one map increment and one bucket increment, no
 * allocation and no I/O. The reporter takes a sample every couple of seconds, which resets the window.
 * The ack histogram also keeps a running total for Prometheus.
 */
@Injectable()
export class TrafficMeter implements OnApplicationShutdown {
  private answers = 0;
  private answersByTenant = new Map<string, number>();
  private readonly ack = new LatencyHistogram();
  private readonly delivery = new LatencyHistogram();
  /** Every ack since the process started (Prometheus's histogram is cumulative). */
  readonly ackTotal = new LatencyHistogram();
  private readonly loop: ELDHistogram = monitorEventLoopDelay({ resolution: 10 });
  private windowStart = performance.now();

  constructor() {
    this.loop.enable();
  }

  /** One answer acknowledged `ms` after it arrived; `saved` when the ack says it is stored. */
  answerAcked(tenantId: string, ms: number, saved: boolean): void {
    this.ack.record(ms);
    this.ackTotal.record(ms);
    if (!saved) return;
    this.answers++;
    this.answersByTenant.set(tenantId, (this.answersByTenant.get(tenantId) ?? 0) + 1);
  }

  /** Roster patches left for this replica's invigilator sockets `ms` after the change was produced. */
  delivered(ms: number): void {
    this.delivery.record(ms);
  }

  /** What was measured since the last call, and a fresh window. */
  take(): TrafficSample {
    const now = performance.now();
    const loopP99 = this.loop.count > 0 ? this.loop.percentile(99) / 1e6 : null;
    const sample: TrafficSample = {
      windowMs: now - this.windowStart,
      answers: this.answers,
      answersByTenant: this.answersByTenant,
      ack: this.ack.snapshot(),
      delivery: this.delivery.snapshot(),
      eventLoopP99Ms: loopP99 === null ? null : Math.round(loopP99 * 100) / 100,
    };
    this.windowStart = now;
    this.answers = 0;
    this.answersByTenant = new Map();
    this.ack.reset();
    this.delivery.reset();
    this.loop.reset();
    return sample;
  }

  onApplicationShutdown(): void {
    this.loop.disable();
  }
}
