import { Controller } from '@nestjs/common';
import { type ResponseOf, SystemStatsRoutes } from '@cdi/contracts';
import { Endpoint } from '../common/endpoint';
import { SystemStatsService } from './system-stats.service';

@Controller()
export class SystemStatsController {
  constructor(private readonly systemStats: SystemStatsService) {}

  @Endpoint(SystemStatsRoutes.stats)
  async stats(): Promise<ResponseOf<(typeof SystemStatsRoutes)['stats']>> {
    return { success: true, stats: await this.systemStats.stats() };
  }
}
