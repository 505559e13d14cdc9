import { Controller, Get } from '@nestjs/common';
import { AdminPaths, type AdminTenantsResponse } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { TenantsService } from './tenants.service';

/** An admin sees exactly one tenant: their own. */
@Controller()
@Roles('admin')
export class OwnTenantController {
  constructor(private readonly tenants: TenantsService) {}

  @Get(AdminPaths.tenants)
  async list(@CurrentActor() actor: Actor): Promise<AdminTenantsResponse> {
    const tenant = await this.tenants.summary(tenantOf(actor));
    return { success: true, tenants: [{ id: tenant.id, tenant_name: tenant.tenant_name, tenant_id: tenant.tenant_id }] };
  }
}
