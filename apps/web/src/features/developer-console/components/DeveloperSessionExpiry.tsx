import { DEVELOPER_SESSION_TIMEOUT_MS, DEVELOPER_SESSION_WARNING_MS } from '@cdi/contracts';
import { IdleSessionExpiry } from '../../auth';

/** The developer console signs out after 30 idle minutes and warns when 5 minutes or less remain. */
export function DeveloperSessionExpiry() {
  return <IdleSessionExpiry timeoutMs={DEVELOPER_SESSION_TIMEOUT_MS} warningMs={DEVELOPER_SESSION_WARNING_MS} />;
}
