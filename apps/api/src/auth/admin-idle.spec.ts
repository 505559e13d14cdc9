import type { LiveSession } from '@cdi/db';
import { adminSessionIdle } from './admin-idle';

const NOW = new Date('2026-05-01T12:00:00Z');
const live = (role: string, idleMinutes: number, timeout: number) =>
  ({
    user: { role },
    session: { lastSeenAt: new Date(NOW.getTime() - idleMinutes * 60_000) },
    adminIdleMinutes: timeout,
  }) as unknown as LiveSession;

describe('adminSessionIdle', () => {
  it('ends an admin session idle for the tenant’s whole timeout, not before', () => {
    expect(adminSessionIdle(live('admin', 29.9, 30), NOW)).toBe(false);
    expect(adminSessionIdle(live('admin', 30, 30), NOW)).toBe(true);
    expect(adminSessionIdle(live('admin', 200, 240), NOW)).toBe(false);
  });

  it('leaves other roles to their own rules', () => {
    expect(adminSessionIdle(live('test_taker', 600, 30), NOW)).toBe(false);
    expect(adminSessionIdle(live('developer', 600, 30), NOW)).toBe(false);
  });
});
