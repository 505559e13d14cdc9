import { Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module';
import { SystemMonitor } from './system-monitor';
import { SystemStatsController } from './system-stats.controller';
import { SystemStatsRepository } from './system-stats.repository';
import { SystemStatsService } from './system-stats.service';

@Module({
  imports: [MetricsModule],
  controllers: [SystemStatsController],
  providers: [SystemStatsRepository, SystemMonitor, SystemStatsService],
})
export class SystemStatsModule {}
