import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { createExamSocket, createOutbox, ExamEngine } from '../../../../shared/exam-engine';
import { useSession } from '../../../../shared/session/session-store';

/** The token the socket sends on every (re)connect: the session's current one. */
const currentToken = () => useSession.getState().session?.token ?? '';

/**
 * Back online: connect at once instead of at the end of socket.io's backoff (up to 10 s), so waiting
 * changes land as soon as the network returns. (Going offline already closes the socket: engine.io
 * listens for the browser's 'offline' event.)
 */
function reconnectNow(socket: Socket): void {
  if (socket.connected) return;
  socket.disconnect(); // drops the pending backoff timer
  socket.connect();
}

/**
 * Opens the attempt's /exam socket and its engine while the caller is mounted; closes both on unmount.
 * Null until the engine has read this device's outbox, so answers typed earlier show at once, and
 * while there is no attempt.
 */
export function useExamEngine(attemptId: string | null): ExamEngine | null {
  const [current, setCurrent] = useState<{ attemptId: string; engine: ExamEngine } | null>(null);

  useEffect(() => {
    if (!attemptId) return;
    const socket = createExamSocket({ baseUrl: '', token: currentToken });
    const engine = new ExamEngine({ socket, outbox: createOutbox(), attemptId });
    const online = () => reconnectNow(socket);
    // Leaving or reloading: where the candidate was must reach the server so they resume there.
    const leaving = () => engine.flushPosition();
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leaving);
    let mounted = true;
    void engine.ready.then(() => {
      if (mounted) setCurrent({ attemptId, engine });
    });
    return () => {
      mounted = false;
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leaving);
      engine.dispose();
      socket.close();
    };
  }, [attemptId]);

  return current?.attemptId === attemptId ? current.engine : null;
}
