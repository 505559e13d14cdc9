import { Module } from '@nestjs/common';
import { OwnTenantController } from './own-tenant.controller';
import { GroupsModule } from '../groups/groups.module';
import { TenantsController } from './tenants.controller';
import { TenantsRepository } from './tenants.repository';
import { TenantsService } from './tenants.service';

@Module({
  imports: [GroupsModule],
  controllers: [TenantsController, OwnTenantController],
  providers: [TenantsService, TenantsRepository],
  exports: [TenantsRepository],
})
export class TenantsModule {}
