import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { DatabaseHealthRepository } from './database-health.repository';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** Exports the database check: the answer batcher asks it whether Postgres is back after an outage. */
@Module({
  imports: [LiveModule],
  controllers: [HealthController],
  providers: [DatabaseHealthRepository, HealthService],
  exports: [DatabaseHealthRepository],
})
export class HealthModule {}
