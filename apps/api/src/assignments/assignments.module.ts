import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { GroupsModule } from '../groups/groups.module';
import { TestMakingModule } from '../test-making/test-making.module';
import { UsersModule } from '../users/users.module';
import { AssignmentArrangementsRepository } from './assignment-arrangements.repository';
import { AssignmentArrangementsService } from './assignment-arrangements.service';
import { AssignmentsController } from './assignments.controller';
import { AssignmentsRepository } from './assignments.repository';
import { AssignmentsService } from './assignments.service';

/** The admin's assignments of tests to groups and students (list, composition, create, delete, candidates' arrangements). */
@Module({
  imports: [AuditModule, GroupsModule, UsersModule, TestMakingModule],
  controllers: [AssignmentsController],
  providers: [AssignmentsRepository, AssignmentsService, AssignmentArrangementsRepository, AssignmentArrangementsService],
})
export class AssignmentsModule {}
