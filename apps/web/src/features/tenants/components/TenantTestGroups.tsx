import type { ExamPartSummary } from '@cdi/contracts';
import { TestGroupList, type TenantTestGroups as TenantGroups } from '../../exam-parts';
import '../tenants.css';

interface TenantTestGroupsProps {
  tenants: TenantGroups[];
  showSection: boolean;
  onDelete: (part: ExamPartSummary) => void;
}

const detailPath = (id: string) => `/dev/exam/${encodeURIComponent(id)}`;

/** Each tenant's test groups under the tenant's name. */
export function TenantTestGroups({ tenants, showSection, onDelete }: TenantTestGroupsProps) {
  return (
    <>
      {tenants.map((tenant) => (
        <section key={tenant.tenantId} className="tenant-groups" aria-labelledby={`tenant-groups-${tenant.tenantId}`}>
          <h2 id={`tenant-groups-${tenant.tenantId}`} className="tenant-groups__title">
            {tenant.tenantName} <code>{tenant.tenantIdentifier}</code>
          </h2>
          <TestGroupList groups={tenant.groups} showSection={showSection} detailPath={detailPath} onDelete={onDelete} />
        </section>
      ))}
    </>
  );
}
