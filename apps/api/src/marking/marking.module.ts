import { Module } from '@nestjs/common';
import { provideRepository } from '@cdi/connections';
import { SectionMarkingRepository } from '@cdi/db';
import { AttemptsModule } from '../attempts/attempts.module';
import { AuditModule } from '../audit/audit.module';
import { MarkingController } from './marking.controller';
import { MarkingRepository } from './marking.repository';
import { MarkingService } from './marking.service';

/** Writing marking: the scripts queue, examiners' marks and the second-marking policy. */
@Module({
  imports: [AuditModule, AttemptsModule],
  controllers: [MarkingController],
  providers: [MarkingRepository, MarkingService, provideRepository(SectionMarkingRepository)],
})
export class MarkingModule {}
