import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { RESPONSE_TIME_WINDOW_MS, UPTIME_CHECK_INTERVAL_MS, UPTIME_WINDOW_MS, percentOf } from '@cdi/contracts';
import { withTimeout } from '@cdi/db';
import type { Redis } from 'ioredis';
import { REDIS } from '../infrastructure/infrastructure.module';
import { MetricsService } from '../metrics/metrics.service';
import { type CpuTimes, cpuBusyPercent, cpuTimes } from './host-metrics';
import { SystemStatsRepository } from './system-stats.repository';

const CPU_SAMPLE_MS = 5_000;
const FLUSH_MS = 5_000;
const CHECK_TIMEOUT_MS = 2_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Redis keys (under the deployment's prefix) of the figures every replica adds to. */
export const responseTimeKey = (minuteStart: number) => `system-stats:response-time:${minuteStart}`;
export const uptimeKey = (hourStart: number) => `system-stats:uptime:${hourStart}`;

interface Tally {
  a: number;
  b: number;
}

/**
 * What the api measures of itself as it runs, for the developer's system statistics:
 * - request durations (count and total ms) per minute, and
 * - its own health checks (a Postgres round trip and a Redis PING every UPTIME_CHECK_INTERVAL_MS,
 *   passed when both answer within 2 s) per hour,
 * each added up in memory and flushed to Redis every few seconds, so the figures cover every replica
 * and survive a restart; a flush that fails (Redis away) is kept and retried.
 * - host CPU busy share, sampled every 5 s in memory (it is the host's, the same for every replica).
 */
@Injectable()
export class SystemMonitor implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SystemMonitor');
  private readonly timers: NodeJS.Timeout[] = [];
  /** Unflushed request durations by minute: a = count, b = total ms. */
  private readonly requests = new Map<number, Tally>();
  /** Unflushed health checks by hour: a = passed, b = all. */
  private readonly checks = new Map<number, Tally>();
  private cpuBefore: CpuTimes = cpuTimes();
  private cpuPercent: number | null = null;
  private flushChain: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: SystemStatsRepository,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    // The metrics middleware already times every request: the average response time takes its figure.
    this.metrics.onRequestTimed((durationMs) => this.recordRequest(durationMs));
    const every = (ms: number, run: () => unknown) => {
      const timer = setInterval(run, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(CPU_SAMPLE_MS, () => this.sampleCpu());
    every(FLUSH_MS, () => void this.flush());
    every(UPTIME_CHECK_INTERVAL_MS, () => void this.checkHealth());
    void this.checkHealth();
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    await withTimeout(this.flush(), 1_000).catch(() => undefined);
  }

  recordRequest(durationMs: number, at = Date.now()): void {
    add(this.requests, Math.floor(at / MINUTE_MS) * MINUTE_MS, 1, durationMs);
  }

  /** One health check of the api's dependencies, recorded for the uptime figure. */
  async checkHealth(): Promise<boolean> {
    const ok = await withTimeout(Promise.all([this.repository.ping(), this.redis.ping()]), CHECK_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    add(this.checks, Math.floor(Date.now() / HOUR_MS) * HOUR_MS, ok ? 1 : 0, 1);
    return ok;
  }

  /** The host's CPU busy share over the last sample (measured now over 250 ms before the first). */
  async cpuUsage(): Promise<number> {
    if (this.cpuPercent === null) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      this.sampleCpu();
    }
    return this.cpuPercent ?? 0;
  }

  /** Mean request duration over RESPONSE_TIME_WINDOW_MS across replicas, in ms with one decimal. */
  async averageResponseTime(): Promise<number | null> {
    await this.flush();
    const now = Date.now();
    const keys = bucketKeys(now, RESPONSE_TIME_WINDOW_MS, MINUTE_MS, responseTimeKey);
    const { a: count, b: totalMs } = await this.sum(keys);
    return count > 0 ? Math.round((totalMs / count) * 10) / 10 : null;
  }

  /** Passed checks over all checks within UPTIME_WINDOW_MS across replicas, as a percentage. */
  async uptimePercentage(): Promise<number | null> {
    await this.flush();
    const keys = bucketKeys(Date.now(), UPTIME_WINDOW_MS, HOUR_MS, uptimeKey);
    const { a: passed, b: all } = await this.sum(keys);
    return percentOf(passed, all);
  }

  /** Redis keyspace hits over hits and misses (INFO stats), as a percentage. */
  async cacheHitRate(): Promise<number | null> {
    const info = await this.redis.info('stats');
    const read = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
    const hits = read('keyspace_hits');
    return percentOf(hits, hits + read('keyspace_misses'));
  }

  private sampleCpu(): void {
    const now = cpuTimes();
    this.cpuPercent = cpuBusyPercent(this.cpuBefore, now);
    this.cpuBefore = now;
  }

  private async sum(keys: string[]): Promise<Tally> {
    const rows = await Promise.all(keys.map((key) => this.redis.hmget(key, 'a', 'b')));
    return rows.reduce<Tally>((t, [a, b]) => ({ a: t.a + Number(a ?? 0), b: t.b + Number(b ?? 0) }), { a: 0, b: 0 });
  }

  /** Adds what this replica counted to Redis; flushes run one after another, so a read after one sees it. */
  private flush(): Promise<void> {
    const next = this.flushChain.then(() => this.flushNow());
    this.flushChain = next.catch(() => undefined);
    return next;
  }

  /** What fails to go stays for the next flush. */
  private async flushNow(): Promise<void> {
    await Promise.all([
      this.flushTallies(this.requests, responseTimeKey, RESPONSE_TIME_WINDOW_MS + 2 * MINUTE_MS),
      this.flushTallies(this.checks, uptimeKey, UPTIME_WINDOW_MS + 2 * HOUR_MS),
    ]);
  }

  private async flushTallies(pending: Map<number, Tally>, keyOf: (start: number) => string, ttlMs: number): Promise<void> {
    const batch = [...pending.entries()];
    pending.clear();
    await Promise.all(
      batch.map(async ([start, tally]) => {
        const key = keyOf(start);
        try {
          await this.redis.multi().hincrby(key, 'a', tally.a).hincrbyfloat(key, 'b', tally.b).pexpire(key, ttlMs).exec();
        } catch (error) {
          add(pending, start, tally.a, tally.b);
          this.logger.debug(`flush deferred: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  }
}

function add(tallies: Map<number, Tally>, start: number, a: number, b: number): void {
  const tally = tallies.get(start) ?? { a: 0, b: 0 };
  tally.a += a;
  tally.b += b;
  tallies.set(start, tally);
}

/** The keys of the buckets covering `windowMs` up to `now` (the current, partial bucket included). */
export function bucketKeys(now: number, windowMs: number, bucketMs: number, keyOf: (start: number) => string): string[] {
  const current = Math.floor(now / bucketMs) * bucketMs;
  const keys: string[] = [];
  for (let start = current; start > now - windowMs; start -= bucketMs) keys.push(keyOf(start));
  return keys;
}
