import { useEffect } from 'react';
import { shouldRecordActivity } from './session-rules';
import { useSession } from './session-store';

const listenerOptions = { capture: true, passive: true } as const;

/** Records user activity on the session while someone is signed in. */
export function useActivityTracker(events: readonly string[]): void {
  const signedIn = useSession((state) => state.session !== null);

  useEffect(() => {
    if (!signedIn) return;
    const onActivity = () => {
      const { session, activityPaused, recordActivity } = useSession.getState();
      const now = Date.now();
      if (session && !activityPaused && shouldRecordActivity(session.lastActivity, now)) recordActivity(now);
    };
    events.forEach((name) => window.addEventListener(name, onActivity, listenerOptions));
    return () => events.forEach((name) => window.removeEventListener(name, onActivity, listenerOptions));
  }, [signedIn, events]);
}
