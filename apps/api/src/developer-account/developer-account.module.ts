import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { LiveModule } from '../live/live.module';
import { UsersModule } from '../users/users.module';
import { DeveloperAccountController } from './developer-account.controller';
import { DeveloperAccountService } from './developer-account.service';

@Module({
  imports: [AuditModule, AuthModule, CredentialsModule, LiveModule, UsersModule],
  controllers: [DeveloperAccountController],
  providers: [DeveloperAccountService],
})
export class DeveloperAccountModule {}
