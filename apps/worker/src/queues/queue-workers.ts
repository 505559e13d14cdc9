import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QUEUE_METRICS_MAX_DATA_POINTS } from '@cdi/contracts';
import { queuePrefix, redisConnectionOptions } from '@cdi/db';
import { type ConnectionOptions, Queue, Worker } from 'bullmq';
import { servesQueue, WORKER_ENV, type WorkerEnv } from '../worker-env';
import { QUEUE_PROCESSORS, type QueueProcessor } from './queue-processor';

/** Starts a BullMQ Worker for every queue this replica serves, and closes them gracefully on shutdown. */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private readonly workers: Worker[] = [];
  private readonly schedulingQueues: Queue[] = [];

  constructor(
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    @Inject(QUEUE_PROCESSORS) private readonly processors: QueueProcessor[],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const prefix = queuePrefix(this.env.REDIS_PREFIX);
    // BullMQ workers block on Redis: their connections must retry forever rather than fail a command.
    const connection = { ...redisConnectionOptions(this.env), maxRetriesPerRequest: null };
    for (const processor of this.processors.filter((p) => servesQueue(this.env, p.queueName))) {
      if (processor.schedule) await this.keepScheduled(processor, connection, prefix);
      const worker = new Worker(processor.queueName, (job) => processor.process(job), {
        connection,
        prefix,
        concurrency: this.env.WORKER_CONCURRENCY,
        lockDuration: this.env.WORKER_LOCK_MS,
        stalledInterval: this.env.WORKER_LOCK_MS,
        // Per-minute completed/failed counts, read by the developer's queue monitor (Queue.getMetrics).
        metrics: { maxDataPoints: QUEUE_METRICS_MAX_DATA_POINTS },
      });
      worker.on('failed', (job, error) => this.logger.warn(`${processor.queueName}/${job?.name} failed: ${error.message}`));
      worker.on('error', (error) => this.logger.error(`${processor.queueName}: ${error.message}`));
      this.workers.push(worker);
      this.logger.log(`Serving queue ${processor.queueName}`);
    }
  }

  /**
   * Upserts the processor's repeatable jobs now and again each time the connection comes back: a
   * Redis restarted without persistence (or flushed) has forgotten them, and the timers' sweep is the
   * safety net that must outlive exactly that.
   */
  private async keepScheduled(processor: QueueProcessor, connection: ConnectionOptions, prefix: string): Promise<void> {
    const queue = new Queue(processor.queueName, { connection, prefix });
    this.schedulingQueues.push(queue);
    const schedule = () =>
      processor.schedule!({
        upsert: async (id, everyMs, name, data) => {
          // A fixed scheduler id: every replica upserts the same one, so the job runs once per period.
          await queue.upsertJobScheduler(
            id,
            { every: everyMs },
            { name, data, opts: { removeOnComplete: true, removeOnFail: { count: 100 } } },
          );
        },
      });
    await schedule();
    const client = await queue.getBackend().client;
    client.on('ready', () => {
      schedule().catch((error: unknown) =>
        this.logger.warn(`${processor.queueName}: could not schedule again: ${error instanceof Error ? error.message : error}`),
      );
    });
  }

  /** Before the connections close (on shutdown): a job under way finishes with its database and Redis. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all(this.schedulingQueues.splice(0).map((q) => q.close()));
  }
}
