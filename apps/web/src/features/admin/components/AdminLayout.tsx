import { Outlet } from 'react-router-dom';
import { useSessionUser } from '../../../shared/session/session-store';
import { useAdminJobsConnection } from '../../../shared/socket/admin-jobs-socket';
import { ConsoleLayout, type NavItem } from '../../../shared/ui/ConsoleLayout';
import { useLogout } from '../../auth';
import { INVIGILATION_PATH } from '../../invigilation';

const ADMIN_NAV: NavItem[] = [
  { to: '/admin-dashboard', label: 'Dashboard', icon: 'dashboard', end: true },
  { to: '/admin-dashboard/students', label: 'Students', icon: 'student' },
  { to: '/admin-dashboard/groups', label: 'Groups', icon: 'group' },
  { to: '/admin-dashboard/tests', label: 'Tests', icon: 'document' },
  { to: '/admin-dashboard/test-making', label: 'Test Making/Shuffling', icon: 'shuffle' },
  { to: '/admin-dashboard/assignments', label: 'Assigned Tests', icon: 'clipboard' },
  { to: INVIGILATION_PATH, label: 'Invigilation', icon: 'view' },
];

export function AdminLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  useAdminJobsConnection();
  return (
    <ConsoleLayout
      title="Admin Panel"
      titleTo="/admin-dashboard"
      brandIcon="building"
      navLabel="Admin panel"
      items={ADMIN_NAV}
      userLabel={user?.name || user?.email || ''}
      onLogout={logout}
    >
      <Outlet />
    </ConsoleLayout>
  );
}
