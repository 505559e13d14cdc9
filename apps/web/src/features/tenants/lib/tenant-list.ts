import type { TenantSummary } from '@cdi/contracts';
import { compareValues, type SortState } from '../../../shared/ui/table-sort';

export type TenantSortKey =
  | 'tenant_name'
  | 'tenant_id'
  | 'test_count'
  | 'student_count'
  | 'exam_part_count'
  | 'sittings_in_progress'
  | 'tenant_created_datetime';

export const DEFAULT_TENANT_SORT: SortState<TenantSortKey> = { key: 'tenant_name', direction: 'asc' };

/** Case-insensitive match on tenant name or tenant id. */
export function filterTenants(tenants: readonly TenantSummary[], search: string): TenantSummary[] {
  const query = search.trim().toLowerCase();
  if (query === '') return [...tenants];
  return tenants.filter(
    (tenant) => tenant.tenant_name.toLowerCase().includes(query) || tenant.tenant_id.toLowerCase().includes(query),
  );
}

function sortValue(tenant: TenantSummary, key: TenantSortKey): string | number {
  return key === 'tenant_created_datetime' ? Date.parse(tenant[key]) : tenant[key];
}

export function sortTenants(tenants: readonly TenantSummary[], sort: SortState<TenantSortKey>): TenantSummary[] {
  const direction = sort.direction === 'asc' ? 1 : -1;
  return [...tenants].sort(
    (a, b) => direction * compareValues(sortValue(a, sort.key), sortValue(b, sort.key)) || a.id.localeCompare(b.id),
  );
}

/** The platform's totals over every tenant, for the developer dashboard. */
export function tenantTotals(tenants: readonly TenantSummary[]) {
  return tenants.reduce(
    (totals, t) => ({
      students: totals.students + t.student_count,
      tests: totals.tests + t.test_count,
      examParts: totals.examParts + t.exam_part_count,
      sittingsInProgress: totals.sittingsInProgress + t.sittings_in_progress,
    }),
    { students: 0, tests: 0, examParts: 0, sittingsInProgress: 0 },
  );
}
