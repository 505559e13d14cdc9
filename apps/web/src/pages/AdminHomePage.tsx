import { dayPart } from '@cdi/exam-core';
import { AdminStats, QuickActions } from '../features/admin';
import { useSessionUser } from '../shared/session/session-store';
import { PageHeader } from '../shared/ui/PageHeader';

export function AdminHomePage() {
  const user = useSessionUser();
  const greeting = `Good ${dayPart(new Date().getHours())}`;
  return (
    <>
      <PageHeader
        title={user?.tenant_name ? `${greeting}, ${user.tenant_name}` : greeting}
        subtitle={
          <>
            Signed in as <strong>{user?.candidate_id}</strong>
          </>
        }
      />
      <AdminStats />
      <QuickActions />
    </>
  );
}
