import type { AttemptSnapshot, ExamSection } from '@cdi/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import type { ExamEngine, SaveStatus } from '../../../../shared/exam-engine';

/** How often the countdown looks at the clock; it re-renders only when the whole second changes. */
const CLOCK_CHECK_MS = 250;

const noSubscription = () => () => undefined;

/** The attempt as the server last described it; null until joined (or while there is no engine yet). */
export function useExamSnapshot(engine: ExamEngine | null): AttemptSnapshot | null {
  const subscribe = useCallback((changed: () => void) => engine?.on('snapshot', changed) ?? noSubscription(), [engine]);
  return useSyncExternalStore(subscribe, () => engine?.snapshot ?? null);
}

export function useSaveStatus(engine: ExamEngine): SaveStatus {
  const subscribe = useCallback((changed: () => void) => engine.subscribe(changed), [engine]);
  return useSyncExternalStore(subscribe, () => engine.status);
}

/** Whole seconds left in the section by the server's clock, ticking every second; null until it has started. */
export function useRemainingSeconds(engine: ExamEngine, section: ExamSection): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = window.setInterval(changed, CLOCK_CHECK_MS);
      const off = engine.on('snapshot', changed);
      return () => {
        window.clearInterval(timer);
        off();
      };
    },
    [engine],
  );
  return useSyncExternalStore(subscribe, () => engine.remainingSeconds(section));
}
