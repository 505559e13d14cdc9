/** An assignment's optional opening and closing times. */
export interface SittingWindow {
  opensAt: Date | null;
  closesAt: Date | null;
}

export type SittingWindowState = 'upcoming' | 'open' | 'closed';

/** Where `now` falls in the window: before it opens, within it, or after it closes. */
export function sittingWindowState(window: SittingWindow, now: Date): SittingWindowState {
  if (window.opensAt && now.getTime() < window.opensAt.getTime()) return 'upcoming';
  if (window.closesAt && now.getTime() >= window.closesAt.getTime()) return 'closed';
  return 'open';
}

/**
 * Why a candidate may not start a section now, or null when they may. Nobody starts before the
 * opening time. The closing time stops a candidate from beginning the test; one who began before it
 * goes on to finish the sections they have left (their sections have their own deadlines).
 */
export function sittingWindowRefusal(
  window: SittingWindow,
  now: Date,
  alreadyBegun: boolean,
): 'notOpenYet' | 'sittingClosed' | null {
  const state = sittingWindowState(window, now);
  if (state === 'upcoming') return 'notOpenYet';
  if (state === 'closed' && !alreadyBegun) return 'sittingClosed';
  return null;
}
