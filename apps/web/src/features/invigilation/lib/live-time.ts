import { type RosterRow } from '@cdi/contracts';
import { formatCountdown } from '@cdi/exam-core';
import { sectionRemainingSeconds } from '../../../shared/exam-engine/exam-clock';
import { openSection } from './row-sections';

export const PAUSED_TEXT = 'Paused';
export const NEVER_SAVED_TEXT = 'Never';

export interface Countdown {
  /** Whole seconds left by the server's clock. */
  seconds: number;
  paused: boolean;
}

/** The open section's countdown, or null when no section is open. serverNow is our clock plus the server's offset. */
export function rowCountdown(row: Pick<RosterRow, 'sections'>, serverNow: number): Countdown | null {
  const open = openSection(row);
  if (!open) return null;
  const seconds = sectionRemainingSeconds(open, serverNow);
  if (seconds === null) return null;
  return { seconds, paused: open.pausedAt !== null };
}

/** 'mm:ss', or 'Paused' while the section's clock stands still; '' when nothing is running. */
export function countdownText(countdown: Countdown | null): string {
  if (!countdown) return '';
  return countdown.paused ? PAUSED_TEXT : formatCountdown(countdown.seconds);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** '8 s ago', '3 min ago', '2 h ago', or 'Never'. A save stamped a moment ahead of our estimate reads '0 s ago'. */
export function lastSavedText(lastSavedAt: string | null, serverNow: number): string {
  if (!lastSavedAt) return NEVER_SAVED_TEXT;
  const saved = Date.parse(lastSavedAt);
  if (Number.isNaN(saved)) return NEVER_SAVED_TEXT;
  const seconds = Math.max(0, Math.floor((serverNow - saved) / 1000));
  if (seconds < MINUTE) return `${seconds} s ago`;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)} min ago`;
  return `${Math.floor(seconds / HOUR)} h ago`;
}
