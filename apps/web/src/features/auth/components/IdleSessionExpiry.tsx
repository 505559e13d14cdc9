import { useIdleSessionExpiry } from '../hooks/use-idle-session-expiry';
import { useLogout } from '../hooks/use-logout';
import { SessionExpiryDialog } from './SessionExpiryDialog';

interface IdleSessionExpiryProps {
  timeoutMs: number;
  warningMs: number;
  /** Called when the user extends the session (the admin console tells the server too). */
  onExtend?: () => void;
}

/** The consoles' 'Session Expiring Soon' warning and idle sign-out, on the console's own timeout. */
export function IdleSessionExpiry({ timeoutMs, warningMs, onExtend }: IdleSessionExpiryProps) {
  const { warningSeconds, extend } = useIdleSessionExpiry(timeoutMs, warningMs, onExtend);
  const logout = useLogout();
  if (warningSeconds === null) return null;
  return <SessionExpiryDialog secondsRemaining={warningSeconds} onExtend={extend} onLogout={logout} />;
}
