import { DEVELOPER_SESSION_CHECK_MS } from '@cdi/contracts';
import { useCallback, useEffect, useState } from 'react';
import { idleSessionStatus } from '../../../shared/session/session-rules';
import { useSession } from '../../../shared/session/session-store';
import { useExpireSession } from './use-logout';

const TICK_MS = 1_000;

export interface IdleSessionExpiry {
  /** Seconds left while the warning is showing, otherwise null. */
  warningSeconds: number | null;
  extend: () => void;
}

/**
 * Signs the user out after `timeoutMs` without activity, warning when `warningMs` or less remain; checks
 * every 30 seconds, every second while warning. While the warning shows only Extend Session counts as activity.
 */
export function useIdleSessionExpiry(timeoutMs: number, warningMs: number, onExtend?: () => void): IdleSessionExpiry {
  const lastActivity = useSession((state) => state.session?.lastActivity);
  const expire = useExpireSession();
  const [now, setNow] = useState(Date.now);
  const status = lastActivity === undefined ? null : idleSessionStatus(lastActivity, now, timeoutMs, warningMs);
  const phase = status?.phase;

  useEffect(() => {
    const refresh = () => setNow(Date.now());
    const timer = window.setInterval(refresh, phase === 'warning' ? TICK_MS : DEVELOPER_SESSION_CHECK_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [phase]);

  useEffect(() => {
    if (phase === 'expired') expire();
    if (phase !== 'warning') return;
    const { setActivityPaused } = useSession.getState();
    setActivityPaused(true);
    return () => setActivityPaused(false);
  }, [phase, expire]);

  const extend = useCallback(() => {
    const time = Date.now();
    useSession.getState().recordActivity(time);
    setNow(time);
    onExtend?.();
  }, [onExtend]);

  return { warningSeconds: phase === 'warning' && status ? status.secondsRemaining : null, extend };
}
