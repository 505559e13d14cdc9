import { Module } from '@nestjs/common';
import { ExamPartsRepository } from '../exam-parts/exam-parts.repository';
import { TestsRepository } from '../test-making/tests.repository';
import { OwnTenantController } from './own-tenant.controller';
import { GroupsModule } from '../groups/groups.module';
import { TenantsController } from './tenants.controller';
import { TenantsRepository } from './tenants.repository';
import { TenantsService } from './tenants.service';

@Module({
  imports: [GroupsModule],
  controllers: [TenantsController, OwnTenantController],
  // The tenant page lists the tenant's tests and uploaded parts through their own tenant-scoped repositories.
  providers: [TenantsService, TenantsRepository, TestsRepository, ExamPartsRepository],
  exports: [TenantsRepository],
})
export class TenantsModule {}
