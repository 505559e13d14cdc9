import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { TrafficReporter } from './traffic-reporter';
import { TrafficRepository } from './traffic.repository';

/**
 * The developer's Live Traffic: every replica's sample of the socket layer's meter, published and
 * merged with the tenants' sittings, pushed to the developers watching and read by /metrics.
 */
@Module({
  imports: [LiveModule],
  providers: [TrafficRepository, TrafficReporter],
  exports: [TrafficReporter],
})
export class LiveTrafficModule {}
