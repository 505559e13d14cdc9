import { dayPart } from '@cdi/exam-core';
import { AdminStats, QuickActions } from '../features/admin-console';
import { currentHour } from '../shared/format/date';
import { useSessionUser } from '../shared/session/session-store';
import { PageHeader } from '../shared/ui/PageHeader';

export function AdminHomePage() {
  const user = useSessionUser();
  // The time of day on the centre's clock (System Settings' time zone).
  const greeting = `Good ${dayPart(currentHour())}`;
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
