import { Texts } from '@cdi/contracts';
import { DEVELOPER_SECTIONS } from '../features/developer-console';
import { tenantTotals, useTenantList } from '../features/tenants';
import { errorMessage } from '../shared/api/api-error';
import { Icon } from '../shared/ui/Icon';
import { LinkCard } from '../shared/ui/LinkCard';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { StatTile } from '../shared/ui/StatTile';

export function DeveloperDashboardPage() {
  const tenants = useTenantList();
  const totals = tenants.data ? tenantTotals(tenants.data) : null;
  const show = (value: number | undefined) => (value === undefined ? '—' : value);
  return (
    <>
      <PageHeader title="Developer Dashboard" subtitle="Platform operations across all tenants" />
      {tenants.isError && <Notice tone="error">{errorMessage(tenants.error, Texts.failedToRefreshTenants)}</Notice>}
      <div className="grid grid--stats" role="group" aria-label="Platform figures">
        <StatTile label="Tenants" value={show(tenants.data?.length)} icon={<Icon name="building" />} />
        <StatTile label="Students" value={show(totals?.students)} icon={<Icon name="student" />} />
        <StatTile label="Tests" value={show(totals?.tests)} icon={<Icon name="clipboard" />} />
        <StatTile label="Exam Parts" value={show(totals?.examParts)} icon={<Icon name="document" />} />
        <StatTile label="Sittings in Progress" value={show(totals?.sittingsInProgress)} icon={<Icon name="pen" />} />
      </div>
      <nav aria-label="Developer sections" className="grid grid--cards">
        {DEVELOPER_SECTIONS.map((section) => (
          <LinkCard
            key={section.to}
            to={section.to}
            title={section.label}
            description={section.description}
            icon={section.icon}
          />
        ))}
      </nav>
    </>
  );
}
