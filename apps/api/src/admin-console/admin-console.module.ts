import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ActivityLogRepository } from './activity-log.repository';
import { AdminConsoleController } from './admin-console.controller';
import { AdminConsoleService } from './admin-console.service';
import { OverviewRepository } from './overview.repository';
import { SettingsService } from './settings.service';
import { TenantSettingsRepository } from './tenant-settings.repository';

/** System Settings, Activity Logs and the dashboard's counts. */
@Module({
  imports: [AuditModule],
  controllers: [AdminConsoleController],
  providers: [ActivityLogRepository, AdminConsoleService, OverviewRepository, SettingsService, TenantSettingsRepository],
  // Downloads elsewhere (results) write dates on the centre's clock; a candidate's test overview shows
  // its window in the centre's time zone.
  exports: [SettingsService, TenantSettingsRepository],
})
export class AdminConsoleModule {}
