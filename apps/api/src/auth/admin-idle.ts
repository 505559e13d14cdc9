import type { LiveSession } from '@cdi/db';

/**
 * Whether an admin's session has been idle past their tenant's session timeout (System Settings,
 * Security). The browser warns and signs out on its own; this is the server's side of the same rule,
 * so a forgotten tab or a copied token stops working too. Other roles have their own rules.
 */
export function adminSessionIdle({ user, session, adminIdleMinutes }: LiveSession, now: Date): boolean {
  if (user.role !== 'admin') return false;
  return now.getTime() - session.lastSeenAt.getTime() >= adminIdleMinutes * 60_000;
}
