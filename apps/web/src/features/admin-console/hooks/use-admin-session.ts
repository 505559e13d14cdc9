import { SESSION_TOUCH_INTERVAL_MS } from '@cdi/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { getDisplayTimeZone, setDisplayTimeZone } from '../../../shared/format/date';
import { useSession } from '../../../shared/session/session-store';
import { fetchMe } from '../../auth';

/** Tells the server the admin is still here (it signs out an admin idle past the tenant's timeout). */
function pingServer(): void {
  void fetchMe().catch(() => undefined);
}

/**
 * Keeps the server's view of the admin's activity in step with the browser's: mouse and keys count on
 * the page even when nothing is fetched, so at most once a minute of activity the session is touched.
 * Returns the call for Extend Session.
 */
export function useServerSessionKeepAlive(): () => void {
  const lastActivity = useSession((state) => state.session?.lastActivity);
  /** When the server last heard of this admin: the first activity seen counts (the page's own requests touched it). */
  const lastPing = useRef<number | null>(null);
  useEffect(() => {
    if (lastActivity === undefined) return;
    if (lastPing.current === null) {
      lastPing.current = lastActivity;
      return;
    }
    if (lastActivity - lastPing.current < SESSION_TOUCH_INTERVAL_MS) return;
    lastPing.current = lastActivity;
    pingServer();
  }, [lastActivity]);
  return useCallback(() => {
    lastPing.current = Date.now();
    pingServer();
  }, []);
}

/**
 * Shows every date of the admin area in the tenant's time zone while the area is open. Set during render,
 * before the pages below read it; the viewer's own zone comes back when the area closes.
 */
export function useAdminTimeZone(timeZone: string | undefined): void {
  if (getDisplayTimeZone() !== timeZone) setDisplayTimeZone(timeZone);
  useEffect(() => {
    setDisplayTimeZone(timeZone);
    return () => setDisplayTimeZone(undefined);
  }, [timeZone]);
}
