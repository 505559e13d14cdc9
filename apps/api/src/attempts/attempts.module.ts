import { Module } from '@nestjs/common';
import { AttemptsRepository } from '@cdi/db';
import { DataSource } from 'typeorm';
import { TestMakingController } from '../test-making/test-making.controller';
import { TestMakingService } from '../test-making/test-making.service';
import { StudentTestsController } from '../test-making/student-tests.controller';
import { TestsRepository } from '../test-making/tests.repository';
import { AnswerBatcher } from './answer-batcher';
import { AttemptContentController } from './attempt-content.controller';
import { AttemptTimers } from './attempt-timers';
import { AttemptsService } from './attempts.service';
import { ExamGateway } from './exam.gateway';

@Module({
  controllers: [TestMakingController, StudentTestsController, AttemptContentController],
  providers: [
    { provide: AttemptsRepository, inject: [DataSource], useFactory: (ds: DataSource) => new AttemptsRepository(ds) },
    TestsRepository,
    TestMakingService,
    AttemptsService,
    AttemptTimers,
    AnswerBatcher,
    ExamGateway,
  ],
  exports: [AttemptsRepository, AttemptTimers],
})
export class AttemptsModule {}
