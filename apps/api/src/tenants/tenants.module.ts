import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { ExamPartsRepository } from '../exam-parts/exam-parts.repository';
import { GroupsModule } from '../groups/groups.module';
import { LiveModule } from '../live/live.module';
import { TestMakingModule } from '../test-making/test-making.module';
import { UsersModule } from '../users/users.module';
import { OwnTenantController } from './own-tenant.controller';
import { TenantsController } from './tenants.controller';
import { TenantsRepository } from './tenants.repository';
import { TenantsService } from './tenants.service';

@Module({
  imports: [AuditModule, CredentialsModule, GroupsModule, LiveModule, TestMakingModule, UsersModule],
  controllers: [TenantsController, OwnTenantController],
  // The tenant page lists the tenant's uploaded parts through their repository, provided here too:
  // ExamPartsModule imports this module (an upload checks its tenant), so it cannot be imported back.
  providers: [TenantsService, TenantsRepository, ExamPartsRepository],
  exports: [TenantsRepository],
})
export class TenantsModule {}
