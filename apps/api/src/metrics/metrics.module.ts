import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { LiveTrafficModule } from '../live-traffic/live-traffic.module';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

@Module({
  imports: [LiveModule, LiveTrafficModule],
  controllers: [MetricsController],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
