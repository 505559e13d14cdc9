import { useSessionUser } from '../../../shared/session/session-store';
import { AdminLayout } from '../../admin-console';
import { DeveloperLayout } from '../../developer-console';

/**
 * The PDF tools' pages sit in the console of whoever opens them: the admin console for a centre's
 * admin, the developer console for a developer. Both render the page through their Outlet.
 */
export function PdfToolsLayout() {
  const user = useSessionUser();
  return user?.role === 'developer' ? <DeveloperLayout /> : <AdminLayout />;
}
