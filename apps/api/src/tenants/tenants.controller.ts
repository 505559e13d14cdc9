import { Controller } from '@nestjs/common';
import { type BodyOf, type ParamsOf, type QueryOf, type ResponseOf, TenantRoutes } from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { Endpoint, RouteBody, RouteParams, RouteQuery } from '../common/endpoint';
import { TenantsService } from './tenants.service';

type Routes = typeof TenantRoutes;

@Controller()
export class TenantsController {
  constructor(private readonly tenants: TenantsService) {}

  @Endpoint(TenantRoutes.list)
  async list(): Promise<ResponseOf<Routes['list']>> {
    return { success: true, tenants: await this.tenants.list() };
  }

  @Endpoint(TenantRoutes.checkId)
  async checkId(
    @RouteQuery(TenantRoutes.checkId) { tenant_id }: QueryOf<Routes['checkId']>,
  ): Promise<ResponseOf<Routes['checkId']>> {
    return { success: true, available: await this.tenants.isLoginIdAvailable(tenant_id) };
  }

  @Endpoint(TenantRoutes.create)
  async create(
    @CurrentActor() actor: Actor,
    @RouteBody(TenantRoutes.create) body: BodyOf<Routes['create']>,
  ): Promise<ResponseOf<Routes['create']>> {
    return { success: true, tenant: await this.tenants.create(actor, body) };
  }

  @Endpoint(TenantRoutes.detail)
  async detail(@RouteParams(TenantRoutes.detail) { id }: ParamsOf<Routes['detail']>): Promise<ResponseOf<Routes['detail']>> {
    return { success: true, ...(await this.tenants.detail(id)) };
  }

  @Endpoint(TenantRoutes.update)
  async update(
    @CurrentActor() actor: Actor,
    @RouteParams(TenantRoutes.update) { id }: ParamsOf<Routes['update']>,
    @RouteBody(TenantRoutes.update) body: BodyOf<Routes['update']>,
  ): Promise<ResponseOf<Routes['update']>> {
    return { success: true, tenant: await this.tenants.update(actor, id, body) };
  }

  @Endpoint(TenantRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(TenantRoutes.remove) { id }: ParamsOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.tenants.remove(actor, id);
    return { success: true };
  }
}
