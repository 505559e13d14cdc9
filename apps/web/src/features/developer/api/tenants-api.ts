import {
  CheckTenantIdResponseSchema,
  OkSchema,
  pathTo,
  TenantDetailResponseSchema,
  TenantListResponseSchema,
  TenantPaths,
  TenantResponseSchema,
  Texts,
  type CreateTenantRequest,
  type TenantDetailResponse,
  type TenantSummary,
  type UpdateTenantRequest,
} from '@cdi/contracts';
import { developerRequest } from './developer-request';

export const tenantKeys = {
  all: ['developer', 'tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
  idCheck: (tenantId: string) => [...tenantKeys.all, 'id-check', tenantId] as const,
};

const onePath = (id: string) => pathTo(TenantPaths.one, { id });

export async function listTenants(signal?: AbortSignal): Promise<TenantSummary[]> {
  const { tenants } = await developerRequest(TenantPaths.list, {
    schema: TenantListResponseSchema,
    fallbackError: Texts.failedToRefreshTenants,
    signal,
  });
  return tenants;
}

export function getTenant(id: string, signal?: AbortSignal): Promise<TenantDetailResponse> {
  return developerRequest(onePath(id), { schema: TenantDetailResponseSchema, fallbackError: Texts.failedToLoadTenant, signal });
}

export async function createTenant(body: CreateTenantRequest): Promise<TenantSummary> {
  const { tenant } = await developerRequest(TenantPaths.list, {
    method: 'POST',
    json: body,
    schema: TenantResponseSchema,
    fallbackError: Texts.failedToCreateTenant,
  });
  return tenant;
}

export async function updateTenant(id: string, body: UpdateTenantRequest): Promise<TenantSummary> {
  const { tenant } = await developerRequest(onePath(id), {
    method: 'PUT',
    json: body,
    schema: TenantResponseSchema,
    fallbackError: Texts.failedToUpdateTenant,
  });
  return tenant;
}

export async function deleteTenant(id: string): Promise<void> {
  await developerRequest(onePath(id), { method: 'DELETE', schema: OkSchema, fallbackError: Texts.failedToDeleteTenant });
}

export async function isTenantIdAvailable(tenantId: string, signal?: AbortSignal): Promise<boolean> {
  const { available } = await developerRequest(TenantPaths.checkId, {
    query: { tenant_id: tenantId },
    schema: CheckTenantIdResponseSchema,
    fallbackError: Texts.somethingWentWrong,
    signal,
  });
  return available;
}
