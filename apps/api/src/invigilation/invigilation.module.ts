import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { AuditModule } from '../audit/audit.module';
import { LiveModule } from '../live/live.module';
import { InvigilateGateway } from './invigilate.gateway';
import { InvigilationController } from './invigilation.controller';
import { InvigilationService } from './invigilation.service';
import { RosterRepository } from './roster.repository';

@Module({
  imports: [AttemptsModule, AuditModule, LiveModule],
  controllers: [InvigilationController],
  providers: [InvigilateGateway, RosterRepository, InvigilationService],
})
export class InvigilationModule {}
