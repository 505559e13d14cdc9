/** Remaining whole seconds until a deadline, never negative. Rounds up so 0.2 s left still shows 00:01. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** mm:ss, with minutes growing past 59 (a 90-minute section reads 90:00). */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export const TIMER_WARNING_SECONDS = 600;
export const TIMER_CRITICAL_SECONDS = 120;

export type TimerTone = 'normal' | 'warning' | 'critical';

/** The exam timer turns orange at 10 minutes or less and red at 2 minutes or less. */
export function timerTone(secondsRemaining: number): TimerTone {
  if (secondsRemaining <= TIMER_CRITICAL_SECONDS) return 'critical';
  if (secondsRemaining <= TIMER_WARNING_SECONDS) return 'warning';
  return 'normal';
}
