import { OVERDUE_TIMER_GRACE_MS, type SectionState } from '@cdi/contracts';
import { clockOffsetMs, sectionRemainingSeconds } from './exam-clock';

/**
 * How long past its deadline the running section may still show as open here before this window
 * reads the attempt again. The server closes a section at its deadline and tells the window at once,
 * and its sweep closes one whose timer went missing within OVERDUE_TIMER_GRACE_MS; a window that
 * heard neither (its api was cut from Redis when the worker told it) would show 0:00 on a section
 * that is over until the page was reloaded.
 */
export const STALE_SECTION_MS = OVERDUE_TIMER_GRACE_MS + 5000;

/** How far the server's clock may seem to move from ours before we take it as a jump of the local clock. */
const CLOCK_JUMP_MS = 2000;

/**
 * The section clock: the server's time as this window reckons it, and so each section's time left.
 * The server alone closes sections, so every countdown runs on its clock, never on the local one;
 * kept apart because a wrong offset would show every candidate a wrong time left.
 */
export class SectionClock {
  private offsetMs = 0;
  /** When this window last asked to read the attempt again because its section looked stale. */
  private staleRereadAt = -Infinity;

  /** `now` is the local clock, epoch ms. */
  constructor(private readonly now: () => number) {}

  serverNow(): number {
    return this.now() + this.offsetMs;
  }

  /** From a join, asked at local time `sentAt` and answered just now with the server's `serverTime`. */
  syncFromJoin(serverTime: string, sentAt: number): void {
    this.offsetMs = clockOffsetMs(serverTime, sentAt, this.now());
  }

  /** From a timer event: keeps the join's round-trip estimate unless the local clock has clearly jumped (sleep, manual change). */
  follow(serverTime: string): void {
    const drift = Date.parse(serverTime) - this.serverNow();
    if (Math.abs(drift) > CLOCK_JUMP_MS) this.offsetMs += drift;
  }

  /** Whole seconds left in a section by the server's clock; null for an unknown or unstarted section. */
  remainingSeconds(state: SectionState | undefined): number | null {
    return state ? sectionRemainingSeconds(state, this.serverNow()) : null;
  }

  /**
   * Whether the running section is STALE_SECTION_MS past its deadline and still open here, so the
   * attempt should be read again; says yes at most once per STALE_SECTION_MS.
   */
  staleSectionRereadDue(state: SectionState | undefined): boolean {
    if (state?.status !== 'open' || !state.deadlineAt || state.pausedAt) return false;
    if (this.serverNow() - Date.parse(state.deadlineAt) < STALE_SECTION_MS) return false;
    if (this.now() - this.staleRereadAt < STALE_SECTION_MS) return false;
    this.staleRereadAt = this.now();
    return true;
  }
}
