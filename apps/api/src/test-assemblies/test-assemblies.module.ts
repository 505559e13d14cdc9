import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { TenantsModule } from '../tenants/tenants.module';
import { TestAssembliesController } from './test-assemblies.controller';
import { TestAssembliesRepository } from './test-assemblies.repository';
import { TestAssembliesService } from './test-assemblies.service';

@Module({
  imports: [AuditModule, TenantsModule],
  controllers: [TestAssembliesController],
  providers: [TestAssembliesService, TestAssembliesRepository],
})
export class TestAssembliesModule {}
