import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { ResponseTimeMiddleware } from './response-time.middleware';
import { SystemMonitor } from './system-monitor';
import { SystemStatsController } from './system-stats.controller';
import { SystemStatsRepository } from './system-stats.repository';
import { SystemStatsService } from './system-stats.service';

@Module({
  controllers: [SystemStatsController],
  providers: [SystemStatsRepository, SystemMonitor, SystemStatsService],
})
export class SystemStatsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ResponseTimeMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
