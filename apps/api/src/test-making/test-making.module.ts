import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { GroupsModule } from '../groups/groups.module';
import { UsersModule } from '../users/users.module';
import { StudentTestsController } from './student-tests.controller';
import { TestMakingController } from './test-making.controller';
import { TestMakingService } from './test-making.service';
import { TestsRepository } from './tests.repository';

/** Tests assembled from parts, their assignments, and a candidate's view of what is assigned to them. */
@Module({
  imports: [AuditModule, GroupsModule, UsersModule],
  controllers: [TestMakingController, StudentTestsController],
  providers: [TestsRepository, TestMakingService],
  exports: [TestsRepository],
})
export class TestMakingModule {}
