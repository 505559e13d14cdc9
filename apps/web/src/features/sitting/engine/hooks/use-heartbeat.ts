import { useEffect } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';

const HEARTBEAT_MS = 5_000;

/** Tells the invigilator every 5 seconds (and whenever it changes) whether the exam is on screen and focused. */
export function useHeartbeat(engine: ExamEngine | null): void {
  useEffect(() => {
    if (!engine) return;
    const beat = () => engine.heartbeat({ visible: document.visibilityState === 'visible', focused: document.hasFocus() });
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', beat);
    window.addEventListener('focus', beat);
    window.addEventListener('blur', beat);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
      window.removeEventListener('focus', beat);
      window.removeEventListener('blur', beat);
    };
  }, [engine]);
}
