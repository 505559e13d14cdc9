// The developer's tenants: the list, adding, editing and deleting a centre, and what it holds.
export { AddTenantDialog } from './components/AddTenantDialog';
export { DeleteTenantDialog } from './components/DeleteTenantDialog';
export { EditTenantDialog } from './components/EditTenantDialog';
export { TenantContents } from './components/TenantContents';
export { TenantTable } from './components/TenantTable';
export { TenantTestGroups } from './components/TenantTestGroups';
export { useTenantDetail, useTenantList } from './hooks/use-tenants';
export { DEFAULT_TENANT_SORT, filterTenants, sortTenants, tenantTotals } from './lib/tenant-list';
