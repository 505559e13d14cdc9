import {
  DEVELOPER_CLIENT_TIMEOUT_MS,
  TenantRoutes,
  Texts,
  type CreateTenantRequest,
  type TenantDetailResponse,
  type TenantSummary,
  type UpdateTenantRequest,
} from '@cdi/contracts';
import { callRoute } from '../../../shared/api/call-route';

export const tenantKeys = {
  all: ['developer', 'tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
  idCheck: (tenantId: string) => [...tenantKeys.all, 'id-check', tenantId] as const,
};

const timeoutMs = DEVELOPER_CLIENT_TIMEOUT_MS;

export async function listTenants(signal?: AbortSignal): Promise<TenantSummary[]> {
  const { tenants } = await callRoute(TenantRoutes.list, {}, { timeoutMs, fallbackError: Texts.failedToRefreshTenants, signal });
  return tenants;
}

export function getTenant(id: string, signal?: AbortSignal): Promise<TenantDetailResponse> {
  return callRoute(TenantRoutes.detail, { params: { id } }, { timeoutMs, fallbackError: Texts.failedToLoadTenant, signal });
}

export async function createTenant(body: CreateTenantRequest): Promise<TenantSummary> {
  const { tenant } = await callRoute(TenantRoutes.create, { body }, { timeoutMs, fallbackError: Texts.failedToCreateTenant });
  return tenant;
}

export async function updateTenant(id: string, body: UpdateTenantRequest): Promise<TenantSummary> {
  const { tenant } = await callRoute(
    TenantRoutes.update,
    { params: { id }, body },
    { timeoutMs, fallbackError: Texts.failedToUpdateTenant },
  );
  return tenant;
}

export async function deleteTenant(id: string): Promise<void> {
  await callRoute(TenantRoutes.remove, { params: { id } }, { timeoutMs, fallbackError: Texts.failedToDeleteTenant });
}

export async function isTenantIdAvailable(tenantId: string, signal?: AbortSignal): Promise<boolean> {
  const { available } = await callRoute(
    TenantRoutes.checkId,
    { query: { tenant_id: tenantId } },
    { timeoutMs, fallbackError: Texts.somethingWentWrong, signal },
  );
  return available;
}
