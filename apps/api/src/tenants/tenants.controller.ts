import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  CheckTenantIdQuerySchema,
  type CheckTenantIdResponse,
  type CreateTenantRequest,
  CreateTenantRequestSchema,
  IdParamSchema,
  type Ok,
  type TenantDetailResponse,
  type TenantListResponse,
  TenantPaths,
  type TenantResponse,
  type UpdateTenantRequest,
  UpdateTenantRequestSchema,
} from '@cdi/contracts';
import type { Actor } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { TenantsService } from './tenants.service';

@Controller()
@Roles('developer')
export class TenantsController {
  constructor(private readonly tenants: TenantsService) {}

  @Get(TenantPaths.list)
  async list(): Promise<TenantListResponse> {
    return { success: true, tenants: await this.tenants.list() };
  }

  @Get(TenantPaths.checkId)
  async checkId(@Query(validBody(CheckTenantIdQuerySchema)) query: { tenant_id: string }): Promise<CheckTenantIdResponse> {
    return { success: true, available: await this.tenants.isLoginIdAvailable(query.tenant_id) };
  }

  @Post(TenantPaths.list)
  async create(
    @CurrentActor() actor: Actor,
    @Body(validBody(CreateTenantRequestSchema)) body: CreateTenantRequest,
  ): Promise<TenantResponse> {
    return { success: true, tenant: await this.tenants.create(actor, body) };
  }

  @Get(TenantPaths.one)
  async detail(@Param(validPath(IdParamSchema)) { id }: { id: string }): Promise<TenantDetailResponse> {
    return { success: true, ...(await this.tenants.detail(id)) };
  }

  @Put(TenantPaths.one)
  async update(
    @CurrentActor() actor: Actor,
    @Param(validPath(IdParamSchema)) { id }: { id: string },
    @Body(validBody(UpdateTenantRequestSchema)) body: UpdateTenantRequest,
  ): Promise<TenantResponse> {
    return { success: true, tenant: await this.tenants.update(actor, id, body) };
  }

  @Delete(TenantPaths.one)
  async remove(@CurrentActor() actor: Actor, @Param(validPath(IdParamSchema)) { id }: { id: string }): Promise<Ok> {
    await this.tenants.remove(actor, id);
    return { success: true };
  }
}
