import {
  DEVELOPER_SESSION_TIMEOUT_MS,
  DEVELOPER_SESSION_WARNING_MS,
  INACTIVITY_APPLIES_AFTER_MS,
  INACTIVITY_LIMIT_MS,
  SESSION_LIFETIME_MS,
} from '@cdi/contracts';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  developerSessionStatus,
  hasOwnIdleRule,
  idleSessionStatus,
  sessionEndReason,
  shouldRecordActivity,
} from './session-rules';

const START = 1_700_000_000_000;
const MINUTE = 60_000;

describe('sessionEndReason', () => {
  it('keeps a fresh, active session', () => {
    expect(sessionEndReason({ startTime: START, lastActivity: START }, START + MINUTE)).toBeNull();
  });

  it('ignores inactivity while the session is an hour old or younger', () => {
    const now = START + INACTIVITY_APPLIES_AFTER_MS;
    expect(sessionEndReason({ startTime: START, lastActivity: START }, now)).toBeNull();
  });

  it('ends an idle session once it is over an hour old', () => {
    const now = START + INACTIVITY_APPLIES_AFTER_MS + 1;
    expect(sessionEndReason({ startTime: START, lastActivity: now - INACTIVITY_LIMIT_MS }, now)).toBe('inactivity');
  });

  it('keeps an old session that saw activity within the inactivity limit', () => {
    const now = START + 5 * INACTIVITY_APPLIES_AFTER_MS;
    expect(sessionEndReason({ startTime: START, lastActivity: now - INACTIVITY_LIMIT_MS + 1 }, now)).toBeNull();
  });

  it('ends every session 24 hours after its start, however active', () => {
    const now = START + SESSION_LIFETIME_MS;
    expect(sessionEndReason({ startTime: START, lastActivity: now }, now)).toBe('lifetime');
    expect(sessionEndReason({ startTime: START, lastActivity: now }, now - 1)).toBeNull();
  });
});

describe('shouldRecordActivity', () => {
  it('writes activity at most once per interval', () => {
    expect(shouldRecordActivity(START, START + ACTIVITY_WRITE_INTERVAL_MS - 1)).toBe(false);
    expect(shouldRecordActivity(START, START + ACTIVITY_WRITE_INTERVAL_MS)).toBe(true);
  });

  it('repairs a last-activity time that lies in the future', () => {
    expect(shouldRecordActivity(START + MINUTE, START)).toBe(true);
  });
});

describe('developerSessionStatus', () => {
  const deadline = START + DEVELOPER_SESSION_TIMEOUT_MS;

  it('is active while more than the warning time remains', () => {
    expect(developerSessionStatus(START, deadline - DEVELOPER_SESSION_WARNING_MS - 1)).toEqual({
      phase: 'active',
      secondsRemaining: DEVELOPER_SESSION_WARNING_MS / 1000 + 1,
    });
  });

  it('warns when five minutes or less remain', () => {
    expect(developerSessionStatus(START, deadline - DEVELOPER_SESSION_WARNING_MS)).toEqual({
      phase: 'warning',
      secondsRemaining: DEVELOPER_SESSION_WARNING_MS / 1000,
    });
  });

  it('rounds a part-second up so the countdown never shows zero early', () => {
    expect(developerSessionStatus(START, deadline - 200)).toEqual({ phase: 'warning', secondsRemaining: 1 });
  });

  it('expires after 30 idle minutes', () => {
    expect(developerSessionStatus(START, deadline)).toEqual({ phase: 'expired', secondsRemaining: 0 });
    expect(developerSessionStatus(START, deadline + MINUTE).phase).toBe('expired');
  });

  it('starts over from the latest activity', () => {
    expect(developerSessionStatus(deadline - MINUTE, deadline).phase).toBe('active');
  });
});

describe('idleSessionStatus (the admin console, on its tenant’s timeout)', () => {
  const FOUR_HOURS = 240 * MINUTE;
  const WARNING = 5 * MINUTE;

  it('stays active until the warning window of a long timeout', () => {
    expect(idleSessionStatus(START, START + FOUR_HOURS - WARNING - 1, FOUR_HOURS, WARNING).phase).toBe('active');
    expect(idleSessionStatus(START, START + FOUR_HOURS - WARNING, FOUR_HOURS, WARNING)).toEqual({
      phase: 'warning',
      secondsRemaining: 300,
    });
    expect(idleSessionStatus(START, START + FOUR_HOURS, FOUR_HOURS, WARNING).phase).toBe('expired');
  });

  it('leaves idle sign-out of admins and developers to their own rule, not the general inactivity one', () => {
    const now = START + 2 * INACTIVITY_APPLIES_AFTER_MS;
    const idle = { startTime: START, lastActivity: now - INACTIVITY_LIMIT_MS };
    expect(sessionEndReason(idle, now, { inactivity: false })).toBeNull();
    expect(sessionEndReason(idle, now)).toBe('inactivity');
    expect(hasOwnIdleRule('admin')).toBe(true);
    expect(hasOwnIdleRule('developer')).toBe(true);
    expect(hasOwnIdleRule('test_taker')).toBe(false);
  });
});
