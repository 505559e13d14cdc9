import { Texts } from '@cdi/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearDeviceData } from '../../../shared/session/clear-device';
import { endSession } from '../api/session-actions';
import { LOGIN_PATH } from '../lib/role-home';

function useEndSession(notice?: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession(notice);
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate, notice]);
}

/**
 * Signs out, removes what the app keeps on this device (storage, cookies, browser databases; an exam
 * outbox still holding unsent answers stays, to be sent at the next sitting) and goes to the login screen.
 */
export function useLogout(): () => void {
  const end = useEndSession();
  return useCallback(() => {
    end();
    void clearDeviceData();
  }, [end]);
}

/** Signs out because the session ran out, and says so on the login screen. */
export function useExpireSession(): () => void {
  return useEndSession(Texts.sessionExpired);
}
