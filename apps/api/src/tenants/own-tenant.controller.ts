import { Controller } from '@nestjs/common';
import { type ResponseOf, TenantRoutes } from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint } from '../common/endpoint';
import { TenantsService } from './tenants.service';

/** An admin sees exactly one tenant: their own. */
@Controller()
export class OwnTenantController {
  constructor(private readonly tenants: TenantsService) {}

  @Endpoint(TenantRoutes.own)
  async list(@CurrentActor() actor: Actor): Promise<ResponseOf<(typeof TenantRoutes)['own']>> {
    const tenant = await this.tenants.summary(tenantOf(actor));
    return { success: true, tenants: [{ id: tenant.id, tenant_name: tenant.tenant_name, tenant_id: tenant.tenant_id }] };
  }
}
