import { useActivityTracker } from '../../../shared/session/use-activity-tracker';
import { SESSION_ACTIVITY_EVENTS } from '../../../shared/session/session-rules';
import { useSessionLifetime } from '../hooks/use-session-lifetime';

/** Tracks activity and ends the session when its lifetime or inactivity rules say so. */
export function SessionWatch() {
  useActivityTracker(SESSION_ACTIVITY_EVENTS);
  useSessionLifetime();
  return null;
}
