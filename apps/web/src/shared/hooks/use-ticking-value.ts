import { useCallback, useSyncExternalStore } from 'react';

/** How often a ticking value looks at the clock; the caller re-renders only when its value changes. */
const CLOCK_CHECK_MS = 250;

const listeners = new Set<() => void>();
let timer: number | undefined;

/** One shared interval for every ticking value on the page, running only while something listens. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= window.setInterval(() => listeners.forEach((notify) => notify()), CLOCK_CHECK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * A value computed from the current time, kept current as the clock moves: a countdown, '8 s ago'.
 * `read` must return a primitive (compared by value), and should be stable (useCallback) or cheap.
 */
export function useTickingValue<T extends string | number | boolean | null>(read: (now: number) => T): T {
  const snapshot = useCallback(() => read(Date.now()), [read]);
  return useSyncExternalStore(subscribe, snapshot);
}
