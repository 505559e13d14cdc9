import { Texts } from '@cdi/contracts';
import { useMemo, useState } from 'react';
import {
  AddTenantDialog,
  TenantTable,
  useTenantList,
  DEFAULT_TENANT_SORT,
  filterTenants,
  sortTenants,
} from '../features/tenants';
import { errorMessage } from '../shared/api/api-error';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { Icon } from '../shared/ui/Icon';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';
import { StatTile } from '../shared/ui/StatTile';
import { TextField } from '../shared/ui/TextField';
import { toggleSort } from '../shared/ui/table-sort';

export function TenantsPage() {
  const tenants = useTenantList();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(DEFAULT_TENANT_SORT);
  const [adding, setAdding] = useState(false);

  const all = tenants.data;
  const visible = useMemo(() => sortTenants(filterTenants(all ?? [], search), sort), [all, search, sort]);
  const searching = search.trim() !== '';

  return (
    <>
      <PageHeader
        title="Tenants"
        actions={
          <>
            <Button icon={<Icon name="refresh" size={18} />} busy={tenants.isFetching} onClick={() => void tenants.refetch()}>
              Refresh
            </Button>
            <Button variant="primary" icon={<Icon name="plus" size={18} />} onClick={() => setAdding(true)}>
              Add Tenant
            </Button>
          </>
        }
      />
      {tenants.isError && <Notice tone="error">{errorMessage(tenants.error, Texts.failedToRefreshTenants)}</Notice>}
      <div className="grid grid--stats">
        <StatTile label="Total Tenants" value={all ? all.length : '—'} icon={<Icon name="building" />} />
      </div>
      <section className="panel" aria-label="Tenant list">
        <div className="toolbar">
          <TextField
            id="tenant-search"
            type="search"
            label="Search tenants"
            hideLabel
            placeholder="Search tenants by name or ID..."
            className="toolbar__search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {tenants.isPending && <Spinner />}
        {all && visible.length > 0 && (
          <TenantTable tenants={visible} sort={sort} onSort={(key) => setSort((current) => toggleSort(current, key))} />
        )}
        {all && visible.length === 0 && (
          <EmptyState title={Texts.noTenantsFound} description={searching ? Texts.noTenantsMatchSearch : Texts.noTenantsYet} />
        )}
      </section>
      {adding && <AddTenantDialog onClose={() => setAdding(false)} />}
    </>
  );
}
