import { Module } from '@nestjs/common';
import { provideRepository } from '@cdi/connections';
import { SectionMarkingRepository } from '@cdi/db';
import { AuditModule } from '../audit/audit.module';
import { ResultsModule } from '../results/results.module';
import { ItemAnalysisController } from './item-analysis.controller';
import { ItemAnalysisRepository } from './item-analysis.repository';
import { ItemAnalysisService } from './item-analysis.service';

/** Item analysis of marked assignments and the alternatives a centre accepts from it. */
@Module({
  imports: [AuditModule, ResultsModule],
  controllers: [ItemAnalysisController],
  providers: [ItemAnalysisRepository, ItemAnalysisService, provideRepository(SectionMarkingRepository)],
})
export class ItemAnalysisModule {}
