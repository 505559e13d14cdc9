import { Module } from '@nestjs/common';
import { DatabaseHealthRepository } from './database-health.repository';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DatabaseHealthRepository] })
export class HealthModule {}
