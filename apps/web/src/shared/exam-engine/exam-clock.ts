import type { SectionState } from '@cdi/contracts';

/**
 * How far the server's clock is ahead of ours, from one request: the server read its clock about
 * half a round trip before the reply arrived.
 */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  const roundTrip = Math.max(0, receivedAt - sentAt);
  return Date.parse(serverTime) + roundTrip / 2 - receivedAt;
}

/**
 * Whole seconds left in a section by the server's clock; null until it has started. A paused section's
 * clock stands still at the time left when the pause began.
 */
export function sectionRemainingSeconds(state: SectionState, serverNow: number): number | null {
  if (state.status === 'completed') return 0;
  if (!state.deadlineAt) return null;
  const at = state.pausedAt ? Date.parse(state.pausedAt) : serverNow;
  return Math.max(0, Math.ceil((Date.parse(state.deadlineAt) - at) / 1000));
}
