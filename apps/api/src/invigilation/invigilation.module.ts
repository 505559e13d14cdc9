import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { InvigilateGateway } from './invigilate.gateway';
import { InvigilationController } from './invigilation.controller';
import { InvigilationService } from './invigilation.service';
import { RosterRepository } from './roster.repository';

@Module({
  imports: [AttemptsModule],
  controllers: [InvigilationController],
  providers: [InvigilateGateway, RosterRepository, InvigilationService],
})
export class InvigilationModule {}
