import { Module } from '@nestjs/common';
import { AdminConsoleModule } from '../admin-console/admin-console.module';
import { TestMakingModule } from '../test-making/test-making.module';
import { AssignedTestsController } from './assigned-tests.controller';
import { AssignedTestsService } from './assigned-tests.service';

/** A candidate's view of the tests assigned to them, each with the attempt it is sat in. */
@Module({
  imports: [AdminConsoleModule, TestMakingModule],
  controllers: [AssignedTestsController],
  providers: [AssignedTestsService],
})
export class AssignedTestsModule {}
