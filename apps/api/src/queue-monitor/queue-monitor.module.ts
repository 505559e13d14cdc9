import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { QueueMonitorController } from './queue-monitor.controller';
import { QueueMonitorService } from './queue-monitor.service';

@Module({
  imports: [AuditModule],
  controllers: [QueueMonitorController],
  providers: [QueueMonitorService],
  exports: [QueueMonitorService],
})
export class QueueMonitorModule {}
