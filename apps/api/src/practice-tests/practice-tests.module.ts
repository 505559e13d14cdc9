import { Module } from '@nestjs/common';
import { ExamPartsModule } from '../exam-parts/exam-parts.module';
import { PracticeTestsService } from './practice-tests.service';
import { TestsController } from './tests.controller';

/** The /tests family: public practice tests, and the staff's reading of completed parts as candidates see them. */
@Module({
  imports: [ExamPartsModule],
  controllers: [TestsController],
  providers: [PracticeTestsService],
})
export class PracticeTestsModule {}
