import { AdminConsoleTexts, AUTH_COOKIE, type Role, Texts } from '@cdi/contracts';
import { type Clock, sessionRoom, type SessionsRepository, tenantRoom, userRoom } from '@cdi/db';
import type { Namespace, Socket } from 'socket.io';
import { type Actor, actorOf } from '../auth/actor';
import { adminSessionIdle } from '../auth/admin-idle';
import { hashSessionToken } from '@cdi/credentials';
import type { SessionSocketLimit } from './session-socket-limit';

function tokenFromHandshake(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const cookies = socket.handshake.headers.cookie ?? '';
  const match = cookies.split(/;\s*/).find((c) => c.startsWith(`${AUTH_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(AUTH_COOKIE.length + 1)) : null;
}

/** setTimeout's longest delay (about 24.8 days); a session never lives that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface SessionSocketData {
  actor?: Actor;
  /** When the socket's session expires (ms), set by the handshake. */
  sessionExpiresAt?: number;
  expiryTimer?: NodeJS.Timeout;
}

/**
 * A socket lives no longer than its session: at the session's expiry it is cut, as a REST call with
 * that token would be refused (revocation cuts it earlier, through LiveSessions). Started once the
 * socket is connected, so a handshake abandoned half way leaves no timer behind. Shared functions,
 * not closures per socket: the socket comes as the timer's argument or as the listener's `this`.
 */
function cutAtSessionExpiry(socket: Socket, clock: Clock): void {
  const data = socket.data as SessionSocketData;
  if (data.sessionExpiresAt === undefined) return;
  const delay = Math.min(Math.max(data.sessionExpiresAt - clock.now(), 0), MAX_TIMER_MS);
  data.expiryTimer = setTimeout(disconnectExpired, delay, socket);
  socket.on('disconnect', clearExpiryTimer);
}
function disconnectExpired(socket: Socket): void {
  socket.disconnect(true);
}
function clearExpiryTimer(this: Socket): void {
  clearTimeout((this.data as SessionSocketData).expiryTimer);
}

/**
 * Guards a namespace with the same token and session rules as REST: the handshake is refused
 * (connect_error with the reason, never connected) without a live session of one of the roles, a
 * connected socket is cut when its session expires, and a session keeps at most
 * LIVE_SOCKETS_PER_SESSION sockets on the namespace (the oldest is closed, told why).
 */
export function authenticateSockets(
  namespace: Namespace,
  sessions: SessionsRepository,
  roles: Role[],
  clock: Clock,
  limit: SessionSocketLimit,
): void {
  namespace.use(handshake(sessions, roles, clock));
  namespace.on('connection', (socket) => {
    cutAtSessionExpiry(socket, clock);
    void limit.admit(socket);
  });
}

function handshake(sessions: SessionsRepository, roles: Role[], clock: Clock) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    try {
      const token = tokenFromHandshake(socket);
      const live = token ? await sessions.findLive(hashSessionToken(token), clock.date()) : null;
      if (!live) return next(new Error(Texts.notAuthenticated));
      // The admin idle timeout is on real time, as the REST guard reads it (sessions.last_seen_at).
      if (adminSessionIdle(live, new Date())) return next(new Error(AdminConsoleTexts.sessionIdleExpired));
      if (!roles.includes(live.user.role)) return next(new Error(Texts.forbidden));
      const actor = actorOf(live.user, live.session.id);
      socket.data.actor = actor;
      socket.data.sessionExpiresAt = live.session.expiresAt.getTime();
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
