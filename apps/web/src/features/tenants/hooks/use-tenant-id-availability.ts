import { LOGIN_ID_PATTERN, SEARCH_DEBOUNCE_MS } from '@cdi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { isTenantIdAvailable, tenantKeys } from '../api/tenants-api';

export type TenantIdAvailability = 'idle' | 'checking' | 'available' | 'taken';

/** Live check, as the user types, of whether a tenant login id is still free. */
export function useTenantIdAvailability(value: string): TenantIdAvailability {
  const tenantId = value.trim();
  const debounced = useDebouncedValue(tenantId, SEARCH_DEBOUNCE_MS);
  const checkable = debounced !== '' && LOGIN_ID_PATTERN.test(debounced);
  const check = useQuery({
    queryKey: tenantKeys.idCheck(debounced),
    queryFn: ({ signal }) => isTenantIdAvailable(debounced, signal),
    enabled: checkable,
    staleTime: 0,
    retry: false,
  });

  if (tenantId === '' || !LOGIN_ID_PATTERN.test(tenantId)) return 'idle';
  if (debounced !== tenantId || check.isFetching) return 'checking';
  if (!check.isSuccess) return 'idle';
  return check.data ? 'available' : 'taken';
}
