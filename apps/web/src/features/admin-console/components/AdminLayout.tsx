import { PdfTexts, PRODUCT_NAME } from '@cdi/contracts';
import { Outlet } from 'react-router-dom';
import { DEVELOPER_ACTIVITY_EVENTS } from '../../../shared/session/session-rules';
import { useSessionUser } from '../../../shared/session/session-store';
import { useActivityTracker } from '../../../shared/session/use-activity-tracker';
import { useAdminJobsClosedReason, useAdminJobsConnection } from '../../../shared/socket/admin-jobs-socket';
import { ConsoleLayout, type NavItem } from '../../../shared/ui/ConsoleLayout';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLogout } from '../../auth';
import { INVIGILATION_PATH } from '../../invigilation';
import { MARKING_PATH } from '../../marking';
import { useAdminTimeZone } from '../hooks/use-admin-session';
import { useTenantSettings } from '../hooks/use-tenant-settings';
import { AdminSessionExpiry } from './AdminSessionExpiry';

const ADMIN_NAV: NavItem[] = [
  { to: '/admin-dashboard', label: 'Dashboard', icon: 'dashboard', end: true },
  { to: '/admin-dashboard/students', label: 'Students', icon: 'student' },
  { to: '/admin-dashboard/groups', label: 'Groups', icon: 'group' },
  { to: '/admin-dashboard/tests', label: 'Tests', icon: 'document' },
  { to: '/admin-dashboard/test-making', label: 'Test Making/Shuffling', icon: 'shuffle' },
  { to: '/admin-dashboard/assignments', label: 'Assigned Tests', icon: 'clipboard' },
  { to: INVIGILATION_PATH, label: 'Invigilation', icon: 'view' },
  { to: MARKING_PATH, label: 'Marking', icon: 'pen' },
  // The PDF tools' welcome page (/admin-portal), which both consoles share.
  { to: '/admin-portal', label: PdfTexts.pdfTools, icon: 'document' },
  { to: '/admin-dashboard/logs', label: 'Activity Logs', icon: 'chart' },
  { to: '/admin-dashboard/settings', label: 'Settings', icon: 'layers' },
];

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
      titleTo="/admin-dashboard"
      brandIcon="building"
      navLabel="Admin panel"
      items={ADMIN_NAV}
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
