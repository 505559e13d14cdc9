import { useEffect } from 'react';
import { hasOwnIdleRule, SESSION_CHECK_INTERVAL_MS, sessionEndReason } from '../../../shared/session/session-rules';
import { useSession } from '../../../shared/session/session-store';
import { useExpireSession } from './use-logout';

/**
 * Ends the session 24 hours after it started, or after inactivity once it is over an hour old (admins and
 * developers have their own idle rule, with a warning: IdleSessionExpiry).
 */
export function useSessionLifetime(): void {
  const signedIn = useSession((state) => state.session !== null);
  const expire = useExpireSession();

  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      const { session } = useSession.getState();
      if (session && sessionEndReason(session, Date.now(), { inactivity: !hasOwnIdleRule(session.user.role) })) expire();
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [signedIn, expire]);
}
