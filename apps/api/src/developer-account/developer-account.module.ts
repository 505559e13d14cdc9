import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DeveloperAccountController } from './developer-account.controller';
import { DeveloperAccountService } from './developer-account.service';

@Module({ imports: [AuthModule], controllers: [DeveloperAccountController], providers: [DeveloperAccountService] })
export class DeveloperAccountModule {}
