import { Module } from '@nestjs/common';
import { PracticeTestsService } from '../practice-tests/practice-tests.service';
import { TenantsModule } from '../tenants/tenants.module';
import { TestsRepository } from '../test-making/tests.repository';
import { TestsController } from '../tests/tests.controller';
import { AdminExamsController } from './admin-exams.controller';
import { DeveloperExamsController } from './developer-exams.controller';
import { ExamPartsRepository } from './exam-parts.repository';
import { ExamPartsService } from './exam-parts.service';
import { ExamUploadController } from './upload/exam-upload.controller';
import { ExamUploadService } from './upload/exam-upload.service';
import { UploadRateLimitGuard } from './upload/upload-rate-limit.guard';

@Module({
  imports: [TenantsModule],
  controllers: [ExamUploadController, DeveloperExamsController, AdminExamsController, TestsController],
  providers: [
    ExamPartsRepository,
    ExamPartsService,
    ExamUploadService,
    UploadRateLimitGuard,
    PracticeTestsService,
    TestsRepository,
  ],
})
export class ExamPartsModule {}
