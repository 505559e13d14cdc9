import { AUTH_COOKIE, type Role, Texts } from '@cdi/contracts';
import { sessionRoom, type SessionsRepository, tenantRoom, userRoom } from '@cdi/db';
import type { Socket } from 'socket.io';
import type { Actor } from '../auth/actor';
import { hashSessionToken } from '../auth/session-tokens';

function tokenFromHandshake(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const cookies = socket.handshake.headers.cookie ?? '';
  const match = cookies.split(/;\s*/).find((c) => c.startsWith(`${AUTH_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(AUTH_COOKIE.length + 1)) : null;
}

/**
 * Handshake middleware for a namespace: the same token and session rules as REST. A refused
 * socket gets connect_error with the reason, and is never connected.
 */
export function authenticateSockets(sessions: SessionsRepository, roles: Role[]) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    try {
      const token = tokenFromHandshake(socket);
      const live = token ? await sessions.findLive(hashSessionToken(token), new Date()) : null;
      if (!live) return next(new Error(Texts.notAuthenticated));
      if (!roles.includes(live.user.role)) return next(new Error(Texts.forbidden));
      const actor: Actor = {
        userId: live.user.id,
        role: live.user.role,
        tenantId: live.user.tenantId,
        loginId: live.user.loginId,
        sessionId: live.session.id,
      };
      socket.data.actor = actor;
      // Joined here, before any handler runs, so a revocation can always reach the socket.
      await socket.join([
        sessionRoom(actor.sessionId),
        userRoom(actor.userId),
        ...(actor.tenantId ? [tenantRoom(actor.tenantId)] : []),
      ]);
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
