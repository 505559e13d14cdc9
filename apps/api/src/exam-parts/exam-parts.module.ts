import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { TenantsModule } from '../tenants/tenants.module';
import { TestMakingModule } from '../test-making/test-making.module';
import { UsersModule } from '../users/users.module';
import { AdminExamsController } from './admin-exams.controller';
import { DeveloperExamsController } from './developer-exams.controller';
import { ExamPartsRepository } from './exam-parts.repository';
import { ExamPartsService } from './exam-parts.service';
import { ExamUploadController } from './upload/exam-upload.controller';
import { ExamUploadService } from './upload/exam-upload.service';
import { UploadRateLimitGuard } from './upload/upload-rate-limit.guard';

@Module({
  imports: [TenantsModule, TestMakingModule, AuditModule, UsersModule],
  controllers: [ExamUploadController, DeveloperExamsController, AdminExamsController],
  providers: [ExamPartsRepository, ExamPartsService, ExamUploadService, UploadRateLimitGuard],
  exports: [ExamPartsService],
})
export class ExamPartsModule {}
