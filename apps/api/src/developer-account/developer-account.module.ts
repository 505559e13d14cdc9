import { Module } from '@nestjs/common';
import { DeveloperAccountController } from './developer-account.controller';
import { DeveloperAccountService } from './developer-account.service';

@Module({ controllers: [DeveloperAccountController], providers: [DeveloperAccountService] })
export class DeveloperAccountModule {}
