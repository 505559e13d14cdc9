import { Injectable, Logger } from '@nestjs/common';
import { Queues } from '@cdi/contracts';
import { SessionsRepository } from '@cdi/db';
import type { Job } from 'bullmq';
import type { JobScheduler, QueueProcessor } from '../queues/queue-processor';
import { AuditRetentionRepository } from './audit-retention.repository';

const { housekeeping } = Queues;
const purge = housekeeping.jobs.purgeExpiredSessions;
const purgeAudit = housekeeping.jobs.purgeAuditLog;

/**
 * Periodic clean-up: ended sessions are deleted once they can no longer matter, and each tenant's
 * activity log entries once they are older than its data retention.
 */
@Injectable()
export class HousekeepingProcessor implements QueueProcessor {
  readonly queueName = housekeeping.name;
  private readonly logger = new Logger('Housekeeping');

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly auditRetention: AuditRetentionRepository,
  ) {}

  async schedule(scheduler: JobScheduler): Promise<void> {
    await scheduler.upsert(`${purge.name}-hourly`, purge.everyMs, purge.name, { olderThanHours: 24 });
    await scheduler.upsert(`${purgeAudit.name}-daily`, purgeAudit.everyMs, purgeAudit.name, {});
  }

  async process(job: Job): Promise<{ purged: number }> {
    if (job.name === purgeAudit.name) {
      purgeAudit.payload.parse(job.data);
      const purged = await this.auditRetention.purge(new Date());
      if (purged > 0) this.logger.log(`Purged ${purged} activity log entries past their tenant's retention`);
      return { purged };
    }
    if (job.name !== purge.name) throw new Error(`Unknown housekeeping job "${job.name}"`);
    const { olderThanHours } = purge.payload.parse(job.data);
    const cutoff = new Date(Date.now() - olderThanHours * 60 * 60 * 1000);
    const purged = await this.sessions.purgeEndedBefore(cutoff);
    if (purged > 0) this.logger.log(`Purged ${purged} ended sessions`);
    return { purged };
  }
}
