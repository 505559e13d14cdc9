import type { CreateTenantRequest, UpdateTenantRequest } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTenant, deleteTenant, getTenant, listTenants, tenantKeys, updateTenant } from '../api/tenants-api';

export function useTenantList() {
  return useQuery({ queryKey: tenantKeys.list(), queryFn: ({ signal }) => listTenants(signal) });
}

export function useTenantDetail(id: string) {
  return useQuery({ queryKey: tenantKeys.detail(id), queryFn: ({ signal }) => getTenant(id, signal) });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantRequest) => createTenant(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
}

export function useUpdateTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantRequest) => updateTenant(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

export function useDeleteTenant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTenant(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
}
