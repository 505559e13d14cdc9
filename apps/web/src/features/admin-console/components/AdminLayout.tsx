import { PRODUCT_NAME } from '@cdi/contracts';
import { Outlet } from 'react-router-dom';
import { DEVELOPER_ACTIVITY_EVENTS } from '../../../shared/session/session-rules';
import { useSessionUser } from '../../../shared/session/session-store';
import { useActivityTracker } from '../../../shared/session/use-activity-tracker';
import { useAdminJobsClosedReason, useAdminJobsConnection } from '../../../shared/socket/admin-jobs-socket';
import { ConsoleLayout } from '../../../shared/ui/ConsoleLayout';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLogout } from '../../auth';
import { useAdminTimeZone } from '../hooks/use-admin-session';
import { useTenantSettings } from '../hooks/use-tenant-settings';
import { ADMIN_HOME_PATH, adminNavFor } from '../lib/admin-nav';
import { AdminSessionExpiry } from './AdminSessionExpiry';

export function AdminLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  const settings = useTenantSettings();
  useAdminJobsConnection();
  const liveClosedReason = useAdminJobsClosedReason();
  useActivityTracker(DEVELOPER_ACTIVITY_EVENTS);
  // Every date below shows on the centre's clock (System Settings, General).
  useAdminTimeZone(settings.data?.time_zone);
  return (
    <ConsoleLayout
      title={settings.data?.system_name ?? PRODUCT_NAME}
      subtitle="Admin Panel"
      titleTo={ADMIN_HOME_PATH}
      brandIcon="building"
      navLabel="Admin panel"
      items={adminNavFor(user?.capabilities ?? [])}
      userLabel={user?.name || user?.email || ''}
      onLogout={logout}
    >
      {liveClosedReason && <Notice tone="error">{liveClosedReason}</Notice>}
      {/* The pages wait for the settings, so their first dates already read in the centre's time zone. */}
      {settings.isPending ? <Spinner /> : <Outlet />}
      <AdminSessionExpiry />
    </ConsoleLayout>
  );
}
