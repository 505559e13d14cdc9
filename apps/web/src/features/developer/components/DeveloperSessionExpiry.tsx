import { useLogout } from '../../auth';
import { useDeveloperSessionExpiry } from '../hooks/use-developer-session-expiry';
import { SessionExpiryDialog } from './SessionExpiryDialog';

export function DeveloperSessionExpiry() {
  const { warningSeconds, extend } = useDeveloperSessionExpiry();
  const logout = useLogout();
  if (warningSeconds === null) return null;
  return <SessionExpiryDialog secondsRemaining={warningSeconds} onExtend={extend} onLogout={logout} />;
}
