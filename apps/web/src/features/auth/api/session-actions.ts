import { Texts } from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { sessionEndedNotice } from '../../../shared/api/client';
import { sessionEndReason } from '../../../shared/session/session-rules';
import { useSession } from '../../../shared/session/session-store';
import { fetchMe, logout } from './auth-api';

/** The server turned the stored session down (as opposed to being unreachable or failing). */
function isRejection(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/** Signs out: tells the server (failures ignored) and removes the session and all local user data. */
export function endSession(notice?: string): void {
  const { session, clear } = useSession.getState();
  clear(notice);
  if (session) logout(session.token).catch(() => undefined);
}

/** On load, confirms a stored session with the server; keeps it when the server cannot be reached. */
export async function verifyStoredSession(): Promise<void> {
  const { session, setAuthStatus } = useSession.getState();
  if (!session) return;
  if (sessionEndReason(session, Date.now())) {
    endSession(Texts.sessionExpired);
    return;
  }
  setAuthStatus('checking');
  try {
    const { user } = await fetchMe();
    useSession.getState().setUser(user);
  } catch (error) {
    if (isRejection(error)) {
      useSession.getState().clear(sessionEndedNotice(error instanceof ApiError ? error.message : undefined));
    }
  } finally {
    useSession.getState().setAuthStatus('ready');
  }
}
