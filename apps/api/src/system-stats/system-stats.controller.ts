import { Controller, Get } from '@nestjs/common';
import { type SystemStatsResponse, SystemStatsPaths } from '@cdi/contracts';
import { Roles } from '../auth/auth.decorators';
import { SystemStatsService } from './system-stats.service';

@Controller()
@Roles('developer')
export class SystemStatsController {
  constructor(private readonly systemStats: SystemStatsService) {}

  @Get(SystemStatsPaths.stats)
  async stats(): Promise<SystemStatsResponse> {
    return { success: true, stats: await this.systemStats.stats() };
  }
}
