import { formatNumber, type TenantSummary } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { datePart } from '../../../shared/format/date';
import { Icon } from '../../../shared/ui/Icon';
import { Table, type Column } from '../../../shared/ui/Table';
import type { SortState } from '../../../shared/ui/table-sort';
import type { TenantSortKey } from '../lib/tenant-list';
import '../tenants.css';

const columns: Column<TenantSummary, TenantSortKey>[] = [
  {
    header: 'Tenant Name',
    sortKey: 'tenant_name',
    cell: (t) => <span className="strong tenant-list__name">{t.tenant_name}</span>,
  },
  { header: 'Tenant ID', sortKey: 'tenant_id', cell: (t) => <code className="tenant-list__id">{t.tenant_id}</code> },
  { header: 'Tests', sortKey: 'test_count', align: 'end', cell: (t) => formatNumber(t.test_count) },
  { header: 'Students', sortKey: 'student_count', align: 'end', cell: (t) => formatNumber(t.student_count) },
  { header: 'Exam Parts', sortKey: 'exam_part_count', align: 'end', cell: (t) => formatNumber(t.exam_part_count) },
  { header: 'Sittings Now', sortKey: 'sittings_in_progress', align: 'end', cell: (t) => formatNumber(t.sittings_in_progress) },
  {
    header: 'Created',
    sortKey: 'tenant_created_datetime',
    cell: (t) => (
      <time className="tenant-list__date" dateTime={t.tenant_created_datetime}>
        {datePart(t.tenant_created_datetime)}
      </time>
    ),
  },
  {
    header: 'Actions',
    cell: (t) => (
      <Link
        to={`/dev/tenants/${encodeURIComponent(t.id)}`}
        className="button button--ghost button--small"
        aria-label={`View ${t.tenant_name}`}
      >
        <Icon name="view" size={18} />
        View
      </Link>
    ),
  },
];

interface TenantTableProps {
  tenants: TenantSummary[];
  sort: SortState<TenantSortKey>;
  onSort: (key: TenantSortKey) => void;
}

export function TenantTable({ tenants, sort, onSort }: TenantTableProps) {
  return (
    <div className="tenant-list">
      <Table caption="Tenants" hideCaption columns={columns} rows={tenants} rowKey={(t) => t.id} sort={sort} onSort={onSort} />
    </div>
  );
}
