import { ADMIN_SESSION_WARNING_MS } from '@cdi/contracts';
import { IdleSessionExpiry } from '../../auth';
import { useServerSessionKeepAlive } from '../hooks/use-admin-session';
import { useEffectiveSettings } from '../hooks/use-tenant-settings';

/**
 * The admin's 'Session Expiring Soon' warning, on the tenant's session timeout (System Settings,
 * Security), behaving as the developer console's; the server enforces the same timeout.
 */
export function AdminSessionExpiry() {
  const { session_timeout_minutes: minutes } = useEffectiveSettings();
  const keepAlive = useServerSessionKeepAlive();
  return <IdleSessionExpiry timeoutMs={minutes * 60_000} warningMs={ADMIN_SESSION_WARNING_MS} onExtend={keepAlive} />;
}
