import { DEVELOPER_SECTIONS } from '../features/developer';
import { LinkCard } from '../shared/ui/LinkCard';
import { PageHeader } from '../shared/ui/PageHeader';

export function DeveloperDashboardPage() {
  return (
    <>
      <PageHeader title="Developer Dashboard" subtitle="Platform operations across all tenants" />
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
