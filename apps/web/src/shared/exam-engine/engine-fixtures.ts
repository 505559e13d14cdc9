import type { AttemptSnapshot, SectionState } from '@cdi/contracts';

/** What the engine's tests share: one attempt, a fixed start, and the server's answers they build on. */
export const ATTEMPT = '0b7d5a3e-2c4f-4e7a-9a1b-3c5d7e9f1a2b';
export const T0 = Date.parse('2030-01-01T09:00:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();

/** An open Listening section of 30 minutes from T0. */
export function listening(over: Partial<SectionState> = {}): SectionState {
  return {
    section: 'listening',
    status: 'open',
    startedAt: iso(T0),
    deadlineAt: iso(T0 + 30 * 60_000),
    durationSeconds: 1800,
    extensionSeconds: 0,
    pausedAt: null,
    completedAt: null,
    endReason: null,
    ...over,
  };
}

/** The server's snapshot of the attempt at T0, with Listening open. */
export function snapshot(over: Partial<AttemptSnapshot> = {}): AttemptSnapshot {
  return {
    attemptId: ATTEMPT,
    status: 'in_progress',
    startedAt: iso(T0),
    expiresAt: iso(T0 + 4 * 3600_000),
    serverTime: iso(T0),
    currentSection: 'listening',
    sections: [listening()],
    answers: [],
    lastSeq: 0,
    ...over,
  };
}
