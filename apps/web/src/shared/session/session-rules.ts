import {
  DEVELOPER_SESSION_TIMEOUT_MS,
  DEVELOPER_SESSION_WARNING_MS,
  INACTIVITY_APPLIES_AFTER_MS,
  INACTIVITY_LIMIT_MS,
  SESSION_LIFETIME_MS,
} from '@cdi/contracts';
import { secondsLeft } from '@cdi/exam-core';

export interface SessionClock {
  startTime: number;
  lastActivity: number;
}

/** How often the browser session is checked against its lifetime and inactivity rules. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** Activity is written to storage at most this often, so mouse movement does not flood it. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export const SESSION_ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;
export const DEVELOPER_ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

export type SessionEndReason = 'lifetime' | 'inactivity';

/**
 * Why a browser session has ended at `now`, or null while it is valid. A session lasts 24 hours from its start;
 * inactivity ends it only once it is over an hour old.
 */
export function sessionEndReason(
  { startTime, lastActivity }: SessionClock,
  now: number,
  /** False for roles with their own idle rule and warning (admins and developers: see idleSessionStatus). */
  { inactivity = true }: { inactivity?: boolean } = {},
): SessionEndReason | null {
  const age = now - startTime;
  if (age >= SESSION_LIFETIME_MS) return 'lifetime';
  if (inactivity && age > INACTIVITY_APPLIES_AFTER_MS && now - lastActivity >= INACTIVITY_LIMIT_MS) return 'inactivity';
  return null;
}

/** Roles whose consoles warn before an idle sign-out, on their own timeout, instead of the general inactivity rule. */
export function hasOwnIdleRule(role: string): boolean {
  return role === 'admin' || role === 'developer';
}

export function shouldRecordActivity(lastActivity: number, now: number): boolean {
  return now < lastActivity || now - lastActivity >= ACTIVITY_WRITE_INTERVAL_MS;
}

export type IdleSessionPhase = 'active' | 'warning' | 'expired';

export interface IdleSessionStatus {
  phase: IdleSessionPhase;
  /** Whole seconds left, rounded up: 0.2 s left still reads 1. */
  secondsRemaining: number;
}

/** A console that signs out after `timeoutMs` idle and warns when `warningMs` or less remain. */
export function idleSessionStatus(lastActivity: number, now: number, timeoutMs: number, warningMs: number): IdleSessionStatus {
  const deadline = lastActivity + timeoutMs;
  const secondsRemaining = secondsLeft(deadline, now);
  if (secondsRemaining === 0) return { phase: 'expired', secondsRemaining };
  if (deadline - now <= warningMs) return { phase: 'warning', secondsRemaining };
  return { phase: 'active', secondsRemaining };
}

/** The developer console signs out after 30 idle minutes and warns when 5 minutes or less remain. */
export function developerSessionStatus(lastActivity: number, now: number): IdleSessionStatus {
  return idleSessionStatus(lastActivity, now, DEVELOPER_SESSION_TIMEOUT_MS, DEVELOPER_SESSION_WARNING_MS);
}
