import { ActivityLog } from '../features/admin-console';
import { PageHeader } from '../shared/ui/PageHeader';

export function ActivityLogsPage() {
  return (
    <>
      <PageHeader
        title="Activity Logs"
        subtitle="Sign-ins and every change made by your centre's staff: students, groups, tests, assignments and invigilation."
      />
      <ActivityLog />
    </>
  );
}
