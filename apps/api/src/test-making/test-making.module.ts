import { Module } from '@nestjs/common';
import { provideRepository } from '@cdi/connections';
import { TestHistoryRepository } from '@cdi/db';
import { AdminConsoleModule } from '../admin-console/admin-console.module';
import { AuditModule } from '../audit/audit.module';
import { GroupsModule } from '../groups/groups.module';
import { UsersModule } from '../users/users.module';
import { ShuffleController } from './shuffle.controller';
import { ShuffleService } from './shuffle.service';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';
import { TestMakingController } from './test-making.controller';
import { TestMakingService } from './test-making.service';
import { TestsRepository } from './tests.repository';

/** Tests assembled from parts, their templates, shuffling and assignments. */
@Module({
  imports: [AdminConsoleModule, AuditModule, GroupsModule, UsersModule],
  controllers: [TestMakingController, TemplatesController, ShuffleController],
  providers: [TestsRepository, TestMakingService, TemplatesService, ShuffleService, provideRepository(TestHistoryRepository)],
  exports: [TestsRepository],
})
export class TestMakingModule {}
