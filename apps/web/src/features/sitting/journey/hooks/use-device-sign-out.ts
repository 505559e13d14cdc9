import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createOutbox } from '../../../../shared/exam-engine';
import { clearDeviceData } from '../../../../shared/session/clear-device';
import { useSession } from '../../../../shared/session/session-store';
import { logout, LOGIN_PATH } from '../../../auth';
import { attemptsStillSending } from '../lib/sign-out';

/** How often signing out looks again whether the answers still on their way have been saved. */
const RECHECK_MS = 2000;

export type SignOutPhase = 'idle' | 'sending' | 'leaving';

async function leaveDevice(): Promise<void> {
  const token = useSession.getState().session?.token;
  // The server's logout also removes the httpOnly session cookie, which no script can.
  if (token) await logout(token).catch(() => undefined);
  useSession.getState().clear();
  await clearDeviceData();
  window.location.assign(LOGIN_PATH);
}

/**
 * Signs out and removes everything the app keeps on this device, then loads the login page. While
 * answers are still on their way to the server it waits (phase 'sending'), naming the attempt whose
 * answers must be sent, and tries again every few seconds.
 */
export function useDeviceSignOut() {
  const [phase, setPhase] = useState<SignOutPhase>('idle');
  const [sendingAttempt, setSendingAttempt] = useState<string | null>(null);
  const outbox = useMemo(() => createOutbox(), []);
  const unreachable = useRef(new Set<string>());
  const checking = useRef(false);

  const tryLeave = useCallback(async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      const [waitingFor] = attemptsStillSending(await outbox.all().catch(() => []), unreachable.current);
      setSendingAttempt(waitingFor ?? null);
      setPhase(waitingFor ? 'sending' : 'leaving');
      if (!waitingFor) await leaveDevice();
    } finally {
      checking.current = false;
    }
  }, [outbox]);

  useEffect(() => {
    if (phase !== 'sending') return;
    const timer = window.setInterval(() => void tryLeave(), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [phase, tryLeave]);

  /** This session may not join that attempt (another candidate's): its answers cannot be sent from here. */
  const cannotSend = useCallback(
    (attemptId: string) => {
      unreachable.current.add(attemptId);
      void tryLeave();
    },
    [tryLeave],
  );

  const signOut = useCallback(() => void tryLeave(), [tryLeave]);
  return { signOut, phase, sendingAttempt, cannotSend };
}
