import { Module } from '@nestjs/common';
import { provideRepository } from '@cdi/connections';
import { SectionMarkingRepository } from '@cdi/db';
import { AdminConsoleModule } from '../admin-console/admin-console.module';
import { AttemptsModule } from '../attempts/attempts.module';
import { AuditModule } from '../audit/audit.module';
import { CandidateResultsController, ResultsController } from './results.controller';
import { ResultsRepository } from './results.repository';
import { ResultsService } from './results.service';

/** Results for centres (sittings, assignments, release, re-marking, band tables, exports) and for candidates. */
@Module({
  imports: [AuditModule, AttemptsModule, AdminConsoleModule],
  controllers: [CandidateResultsController, ResultsController],
  providers: [ResultsRepository, ResultsService, provideRepository(SectionMarkingRepository)],
  exports: [ResultsService, ResultsRepository],
})
export class ResultsModule {}
