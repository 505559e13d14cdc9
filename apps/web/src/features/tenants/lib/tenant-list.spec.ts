import type { TenantSummary } from '@cdi/contracts';
import { toggleSort } from '../../../shared/ui/table-sort';
import { DEFAULT_TENANT_SORT, filterTenants, sortTenants, tenantTotals } from './tenant-list';

const tenant = (id: string, name: string, login: string, tests: number, created: string): TenantSummary => ({
  id,
  tenant_name: name,
  tenant_id: login,
  tenant_login_id: login,
  test_count: tests,
  student_count: tests * 2,
  exam_part_count: tests * 3,
  sittings_in_progress: tests % 3,
  pdf_storage_used_bytes: 0,
  pdf_storage_quota_bytes: 0,
  tenant_created_datetime: created,
});

const tenants = [
  tenant('1', 'beta Academy', 'beta', 9, '2025-03-01T10:00:00.000Z'),
  tenant('2', 'Alpha Centre', 'alpha-hq', 10, '2025-01-15T10:00:00.000Z'),
  tenant('3', 'Gamma School', 'GAMMA', 2, '2025-02-01T10:00:00.000Z'),
];

const names = (list: TenantSummary[]) => list.map((t) => t.tenant_name);

describe('filterTenants', () => {
  it('matches the name or the id, ignoring case and surrounding spaces', () => {
    expect(names(filterTenants(tenants, '  ACADEMY '))).toEqual(['beta Academy']);
    expect(names(filterTenants(tenants, 'gamma'))).toEqual(['Gamma School']);
    expect(names(filterTenants(tenants, 'hq'))).toEqual(['Alpha Centre']);
  });

  it('returns everything for a blank search and nothing for a miss', () => {
    expect(filterTenants(tenants, ' ')).toHaveLength(3);
    expect(filterTenants(tenants, 'zeta')).toEqual([]);
  });
});

describe('sortTenants', () => {
  it('sorts by tenant name ascending by default, ignoring case', () => {
    expect(names(sortTenants(tenants, DEFAULT_TENANT_SORT))).toEqual(['Alpha Centre', 'beta Academy', 'Gamma School']);
  });

  it('sorts numbers numerically and dates chronologically', () => {
    expect(names(sortTenants(tenants, { key: 'test_count', direction: 'asc' }))).toEqual([
      'Gamma School',
      'beta Academy',
      'Alpha Centre',
    ]);
    expect(names(sortTenants(tenants, { key: 'tenant_created_datetime', direction: 'desc' }))).toEqual([
      'beta Academy',
      'Gamma School',
      'Alpha Centre',
    ]);
  });

  it('does not change the list it is given', () => {
    const copy = [...tenants];
    sortTenants(tenants, DEFAULT_TENANT_SORT);
    expect(tenants).toEqual(copy);
  });
});

describe('toggleSort', () => {
  it('flips the direction of the sorted column', () => {
    expect(toggleSort(DEFAULT_TENANT_SORT, 'tenant_name')).toEqual({ key: 'tenant_name', direction: 'desc' });
  });

  it('starts a new column ascending', () => {
    expect(toggleSort({ key: 'tenant_name', direction: 'desc' }, 'student_count')).toEqual({
      key: 'student_count',
      direction: 'asc',
    });
  });
});

describe('tenantTotals', () => {
  it('adds up students, tests, exam parts and sittings in progress over every tenant', () => {
    expect(tenantTotals(tenants)).toEqual({ students: 42, tests: 21, examParts: 63, sittingsInProgress: 0 + 1 + 2 });
    expect(tenantTotals([])).toEqual({ students: 0, tests: 0, examParts: 0, sittingsInProgress: 0 });
  });

  it('sorts by exam parts and sittings in progress', () => {
    expect(sortTenants(tenants, { key: 'exam_part_count', direction: 'desc' }).map((t) => t.id)).toEqual(['2', '1', '3']);
    expect(sortTenants(tenants, { key: 'sittings_in_progress', direction: 'asc' }).map((t) => t.id)).toEqual(['1', '2', '3']);
  });
});
