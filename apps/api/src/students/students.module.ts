import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { LiveModule } from '../live/live.module';
import { UsersModule } from '../users/users.module';
import { StudentImportController } from './student-import.controller';
import { StudentImportService } from './student-import.service';
import { StudentsController } from './students.controller';
import { StudentsRepository } from './students.repository';
import { StudentsService } from './students.service';

@Module({
  imports: [AuditModule, AuthModule, CredentialsModule, LiveModule, UsersModule],
  controllers: [StudentsController, StudentImportController],
  providers: [StudentsService, StudentsRepository, StudentImportService],
})
export class StudentsModule {}
